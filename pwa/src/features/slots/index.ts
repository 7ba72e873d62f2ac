export { takenSlotsKeys } from './api/get-taken-slots';
export { Calendar } from './calendar';
export { CalendarPlaceholder } from './calendar-placeholder';
export { SlotList } from './slot-list';
