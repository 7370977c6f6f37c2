export * from './booking.ts';
export * from './catalog.ts';
export * from './checkin-reservations.ts';
export * from './commerce.ts';
export * from './common.ts';
export * from './contracts.ts';
export * from './customer-data.ts';
export * from './studios.ts';
