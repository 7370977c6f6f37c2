export { studioTrainers } from './directory.ts';
export { type EmployeeRow, employees } from './schema.ts';
