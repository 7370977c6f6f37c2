export { futureCoursesByTrainer } from './course-list-service.ts';
