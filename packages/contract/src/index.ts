export * from './call-paths.ts';
export * from './calls/index.ts';
export * from './date-fields.ts';
export * from './define-call.ts';
export * from './errors/index.ts';
export * from './schemas.ts';
export * from './studio-uuid.ts';
export * from './validation.ts';
