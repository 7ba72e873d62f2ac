export { AdminPanel } from './admin-panel';
export { ADMIN_SCREEN_MODULES } from './admin-screens';
export { AdminFrame } from './layout/admin-frame';
