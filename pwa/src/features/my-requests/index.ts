export { MyRequestsPage } from './my-requests-page';
