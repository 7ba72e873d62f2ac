import type { CancelCatalogue } from './cancel-en';

/** A visitor's own cancellation in Bangla (issue 31): the same keys as `cancel-en.ts`. */
export const cancelBn: CancelCatalogue = {
  cancelRequest: 'অনুরোধ বাতিল করুন',
  cancelBooking: 'বুকিং বাতিল করুন',
  cancelRequestTitle: 'অনুরোধটি বাতিল করুন',
  cancelBookingTitle: 'বুকিংটি বাতিল করুন',
  cancelQuestion: (id) => `${id} বাতিল করবেন? স্লটটি সঙ্গে সঙ্গে অন্যদের জন্য খালি হয়ে যাবে; এটি আর ফেরানো যাবে না।`,
  cancelling: 'বাতিল হচ্ছে…',
  cancelOffline: 'আপনি অফলাইনে আছেন, বা টার্ফ থেকে উত্তর আসেনি: কিছুই বাতিল হয়নি। অনলাইনে ফিরে আবার চেষ্টা করুন।',
  callToCancel: 'বাতিল করতে টার্ফে ফোন করুন:',
  errors: {
    CANCEL_TOO_LATE: 'এখন আর এখান থেকে বাতিল করা যাবে না: স্লট শুরু হতে বেশি দেরি নেই। কিছুই বাতিল হয়নি।',
    CANCEL_ADVANCE_REPORTED:
      'আপনি এই অনুরোধের অগ্রিম পাঠানোর কথা জানিয়েছেন, তাই এখান থেকে বাতিল করা যাবে না: বাতিল করতে আর টাকা ফেরত পেতে টার্ফে ফোন করুন।',
    CANCEL_KEY_INVALID: 'যে ফোন থেকে অনুরোধটি পাঠানো হয়েছিল, শুধু সেটি থেকেই এখানে বাতিল করা যায়। কিছুই বাতিল হয়নি।',
    REQUEST_CLOSED: 'বাতিল করার কিছু নেই: অনুরোধটি আগেই গ্রহণ করা হয়নি, এর মেয়াদ শেষ হয়েছে, বা এটি বাতিল হয়েছে।',
  },
};
