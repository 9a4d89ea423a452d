// The deposit rules of spec §9, in the popup's three languages (Bengali is the default).
import type { RulesLanguage } from './walletSlice';

export const RULES_LANGUAGES: Array<{ code: RulesLanguage; name: string }> = [
  { code: 'bn', name: 'বাংলা' },
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
];

export const DEPOSIT_RULES: Record<RulesLanguage, { title: string; rules: string[] }> = {
  bn: {
    title: 'ডিপোজিটের নিয়মাবলী',
    rules: [
      'কোনো অ্যাকাউন্ট সাইট থেকে সরিয়ে দেওয়ার পর ৪৫ মিনিট পর্যন্ত সেই অ্যাকাউন্টে করা ডিপোজিটও আপনার ওয়ালেটে জমা (ক্রেডিট) করা হবে।',
      'NEFT-এর মাধ্যমে পাঠানো টাকা জমা হতে ৪০ মিনিট থেকে ২ ঘণ্টা সময় লাগে।',
      'পুরোনো, নিষ্ক্রিয় বা বন্ধ অ্যাকাউন্টে করা ডিপোজিটের জন্য সাইট দায়ী নয়। প্রতিবার টাকা পাঠানোর আগে এই পাতায় দেখানো অ্যাকাউন্টটি মিলিয়ে নিন।',
    ],
  },
  en: {
    title: 'Deposit rules',
    rules: [
      'A deposit made up to 45 minutes after an account has been removed from the site is still credited to your wallet.',
      'Money sent by NEFT takes 40 minutes to 2 hours to be credited.',
      'The site is not responsible for deposits made to old, inactive or closed accounts. Check the account shown on this page every time before you pay.',
    ],
  },
  hi: {
    title: 'जमा करने के नियम',
    rules: [
      'किसी खाते को साइट से हटाए जाने के बाद 45 मिनट तक उस खाते में किया गया जमा भी आपके वॉलेट में क्रेडिट किया जाएगा।',
      'NEFT से भेजी गई राशि क्रेडिट होने में 40 मिनट से 2 घंटे लगते हैं।',
      'पुराने, निष्क्रिय या बंद खातों में किए गए जमा के लिए साइट ज़िम्मेदार नहीं है। हर बार भुगतान करने से पहले इस पेज पर दिखाया गया खाता जाँच लें।',
    ],
  },
};
