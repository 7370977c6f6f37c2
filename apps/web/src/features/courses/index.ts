export { CourseDetailScreen } from './course-detail-screen.tsx';
export { CourseScheduleScreen } from './course-schedule-screen.tsx';
