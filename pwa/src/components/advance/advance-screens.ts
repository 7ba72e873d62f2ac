// What the lazy chunk holds (index.tsx loads it): one entry, so the four screens share one download.
export { AdvancePay } from './advance-pay';
export { PaymentReturn } from './payment-return';
export { AdvanceDetail, AdvanceLabel } from './request-advance';
