// The booking form's parts that other screens load on demand (import('…/lazy')), kept out of its index so that
// importing the index never pulls them into a page's first load.
export { SuccessDialog } from './success-dialog';
