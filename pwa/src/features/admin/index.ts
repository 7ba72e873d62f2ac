export { AdminPanel } from './admin-panel';
