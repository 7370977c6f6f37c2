export { CourseScheduleScreen } from './course-schedule-screen.tsx';
