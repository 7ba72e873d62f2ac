export { takenSlotsKeys } from './api/get-taken-slots';
export { Calendar } from './calendar';
export { CalendarPlaceholder } from './calendar-placeholder';
export { takeEarlyPick } from './early-pick';
export { SlotList } from './slot-list';
