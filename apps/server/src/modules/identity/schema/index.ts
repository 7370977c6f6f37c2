export * from './migration-decisions.ts';
export * from './sessions.ts';
export * from './staff-members.ts';
export * from './studio-connects.ts';
export * from './trusted-devices.ts';
export * from './users.ts';
export * from './verification-codes.ts';
