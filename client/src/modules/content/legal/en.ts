import type { LegalTexts } from "./types";

export const en: LegalTexts = {
  about: {
    title: "About Vitrine",
    paragraphs: [
      "Vitrine is a marketplace and primary-sale platform for digital collectibles, which we call cards. Collectors, artists and publishers use Vitrine to buy, sell, bid on, hold and redeem cards, and to show them in their collection book and showrooms.",
      "On the primary platform you buy card packages and cards with Jpoint, our prepaid points (1 Jpoint = NT$1), or pay by credit card, ATM transfer, LINE Pay or UnionPay. On the marketplace, run with a partner, members trade cards with each other in USDT, either at a direct price or by auction.",
      "Vitrine is available in Traditional Chinese, Simplified Chinese, English, Japanese and Korean. Missions reward you with Jpower, which you can spend in the Jpower store, and cards you own can be gifted to other members or withdrawn to your own wallet.",
    ],
  },
  faq: {
    title: "Frequently asked questions",
    items: [
      {
        q: "How do I create an account and protect it with 2FA?",
        a: "Register with your e-mail address, or log in with Google or Facebook. To turn on two-factor authentication (2FA), open your account settings, scan the QR code with an authenticator app and enter the 6-digit code it shows; the code changes every 30 seconds. If you lose your device, reset 2FA with your reset key or contact support.",
      },
      {
        q: "What is Jpoint and how can I pay?",
        a: "Jpoint is Vitrine's prepaid point currency: 1 Jpoint = NT$1. Each Jpoint purchase must be over NT$100. You can pay by credit card, ATM transfer, LINE Pay or UnionPay. Jpoint can be converted to USDT for the marketplace, but a conversion cannot be reversed.",
      },
      {
        q: "How long is my order held, and when does my payment show?",
        a: "An order is held for 1 hour; if payment is not completed in time, the order expires and you need to place it again. Most payments show in your purchase history within 5–10 minutes. For an ATM transfer, check your order about 30 minutes after paying, and contact support if it has not been credited within 48 hours.",
      },
      {
        q: "How do marketplace listings and auctions work?",
        a: "Cards on the marketplace are traded only in USDT. A seller can list a card at a direct price that any buyer can pay at once, or put it up for auction. When you bid, the USDT of your bid is frozen while the bid is active, and at the closing time the highest bidder wins. An auction cannot be edited or cancelled once someone has bid.",
      },
      {
        q: "What fees does the marketplace charge?",
        a: "Each completed trade is charged a fee that is a percentage of the price, with a minimum of 5 USDT per trade. The exact fee is shown before you confirm a listing or a purchase.",
      },
      {
        q: "How do I deposit and withdraw USDT?",
        a: "Open Digital Wallet in your user area. USDT can be deposited and withdrawn on the ERC20, BEP20 and TRC20 networks only. Always check that the network and the address match: funds sent to a wrong network or address may be lost for good. A single withdrawal is limited to 5000 USDT; for larger amounts, contact support. The network fee is shown before you confirm.",
      },
      {
        q: "Why do I need identity verification (KYC)?",
        a: "Identity verification (KYC) must be approved before you can withdraw USDT. Fill in the form under Personal Verification and upload photos of your ID and a selfie. Review takes 5–7 business days; if it fails, you can correct your details and submit again.",
      },
      {
        q: "Can I withdraw a card to my own wallet or give it as a gift?",
        a: "Yes. A card you own can be withdrawn to an external wallet address, or sent as a gift to another member by entering their e-mail address; the receiver must already be registered on Vitrine. Some cards cannot be withdrawn or gifted, as set by their issuer. Any fee is shown before you confirm, and blockchain transfers cannot be undone.",
      },
      {
        q: "Which languages does Vitrine support?",
        a: "Vitrine is available in Traditional Chinese (default), Simplified Chinese, English, Japanese and Korean. Choose a language from the menu in the header or footer; your choice is saved in a cookie for 365 days.",
      },
      {
        q: "How do I contact support?",
        a: "Use the e-mail or messenger link in the footer. Support answers Monday to Friday, 10:00–18:00 (GMT+8). For payment questions, please include your account e-mail and your order number.",
      },
    ],
  },
  privacy: {
    title: "Privacy Policy",
    updated: "2026-11-01",
    sections: [
      {
        heading: "Data we collect",
        body: "When you register and use Vitrine, we collect your e-mail address, nickname, birthday and sex and, if you provide them, your name, phone number and postal address. We also record your wallet addresses, orders, payments, bids, trades, deposits and withdrawals, and technical data such as your language setting and log-in sessions. If you log in with Google or Facebook, we receive your basic profile and e-mail address from that provider.",
      },
      {
        heading: "How we use your data",
        body: "We use your data to run your account, process purchases and trades, deliver cards and Jpower store items, prevent fraud and money laundering, meet our legal duties, answer support requests and send notices about your account and orders.",
      },
      {
        heading: "Identity verification (KYC) documents",
        body: "For KYC we ask for your nationality, name, birthday, ID number, phone number, address and purpose of use, photos of the front and back of your ID, a photo of a second ID and a selfie. These documents are used only to verify your identity and to meet anti-money-laundering rules, and only authorised staff can access them.",
      },
      {
        heading: "Cookies",
        body: "Vitrine uses a language cookie that remembers your chosen language for 365 days, and a session cookie that keeps you logged in. The session cookie is sent only over secure connections and is removed when you log out. Both cookies are needed for the site to work.",
      },
      {
        heading: "Sharing with payment providers and blockchains",
        body: "We share the data needed to complete a payment with our payment providers (credit card, ATM transfer, LINE Pay and UnionPay), and the data needed for marketplace trades with our marketplace partner. When you deposit or withdraw USDT, or withdraw a card, your wallet address and the transfer are recorded on a public blockchain, where anyone can see them and they cannot be changed or deleted. We also disclose data when the law requires it.",
      },
      {
        heading: "Retention and account deletion",
        body: "We keep your data while your account is open. You can ask to delete your account in your account settings; for 7 days after the request, the deletion can be reversed through support, after which it is permanent. Records that the law requires us to keep, such as transaction and KYC records, are kept for the period the law sets. Data already written to a blockchain cannot be deleted.",
      },
      {
        heading: "Your rights",
        body: "Under Taiwan's Personal Data Protection Act, you may ask to see or copy your personal data, to complete or correct it, and to have us stop collecting, processing or using it, or delete it. Some requests may mean that you can no longer use all or part of Vitrine.",
      },
      {
        heading: "Contact",
        body: "For privacy questions or requests, contact support through the e-mail or messenger link in the footer, Monday to Friday, 10:00–18:00 (GMT+8).",
      },
    ],
  },
  terms: {
    title: "Terms of Service",
    updated: "2026-11-01",
    sections: [
      {
        heading: "Acceptance of these terms",
        body: "By registering for or using Vitrine, you agree to these terms and to our Privacy Policy. We may update these terms; the date above shows the latest version, and if you keep using Vitrine after a change, you accept the change.",
      },
      {
        heading: "Eligibility and minors",
        body: "You must give true information when you register. If you are under 20, you may use Vitrine only with the consent of your parent or legal guardian, who must also have read and agreed to these terms.",
      },
      {
        heading: "Accounts and security",
        body: "Keep your password and your 2FA reset key secret; you are responsible for all activity on your account. We recommend turning on two-factor authentication. Tell support at once if you suspect unauthorised access. You can delete your account in your account settings; the deletion can be reversed through support within 7 days and is permanent after that.",
      },
      {
        heading: "Jpoint",
        body: "Jpoint is the prepaid point currency of the Vitrine primary platform; 1 Jpoint = NT$1. Each purchase must be over NT$100 and can be paid by credit card, ATM transfer, LINE Pay or UnionPay; unpaid orders are held for 1 hour. Jpoint is not legal tender, and converting Jpoint to USDT cannot be reversed. Jpower earned from missions can be spent only in the Jpower store.",
      },
      {
        heading: "Marketplace rules and fees",
        body: "The marketplace, run with a partner, trades only in USDT. Only the owner of a card may list, cancel, gift or withdraw it, and a seller cannot buy their own card. Cards may be listed at a direct price or by auction. A bid must exceed the current highest bid, the USDT of a bid is frozen, and at the closing time the highest bidder wins; an auction cannot be edited or cancelled once a bid has been placed. Each trade is charged a fee that is a percentage of the price, with a minimum of 5 USDT per trade.",
      },
      {
        heading: "USDT and blockchain risks",
        body: "The value of USDT and of digital collectibles can change, and blockchain transfers cannot be reversed. Network congestion, network fees, a wrong address or a wrong network can delay a transfer or cause a permanent loss. Vitrine supports only the ERC20, BEP20 and TRC20 networks for USDT and cannot recover assets sent to an unsupported network or a wrong address.",
      },
      {
        heading: "Withdrawals and KYC",
        body: "USDT withdrawals require approved identity verification (KYC); review takes 5–7 business days. A single USDT withdrawal is limited to 5000 USDT and may not be lower than the fee. Unless the issuer has restricted them, cards may be withdrawn to an external wallet or gifted by e-mail to a registered member. We may hold or refuse a withdrawal that we reasonably suspect to be fraudulent or unlawful.",
      },
      {
        heading: "Prohibited conduct",
        body: "You may not use Vitrine for fraud, money laundering or any other unlawful activity; manipulate prices or bids, including by bidding on your own listings; use another person's identity or account; interfere with the site or its systems; or infringe the rights of others. We may suspend or close accounts that break these rules.",
      },
      {
        heading: "Limitation of liability",
        body: "Vitrine is provided as is. To the extent the law allows, we are not liable for losses caused by blockchain networks, third-party wallets or payment providers, your own mistakes (such as a wrong address), or events beyond our reasonable control. Nothing in these terms limits the rights you have under Taiwan's consumer protection laws.",
      },
      {
        heading: "Governing law and jurisdiction",
        body: "These terms are governed by the laws of Taiwan. The Taiwan Taipei District Court is the court of first instance for any dispute arising from these terms or from your use of Vitrine.",
      },
    ],
  },
};
