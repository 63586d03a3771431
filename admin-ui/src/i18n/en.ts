import type { AppMessages } from './fr';

/**
 * English messages of the back office (fallback locale), merged over ra-language-english.
 * Same keys as `fr.ts` (checked by the type).
 */
export const en: AppMessages = {
  ra: {
    auth: {
      email: 'Email address',
    },
  },
  resources: {
    coupons: {
      name: 'Coupon |||| Coupons',
      fields: {
        code: 'Code',
        description: 'Description',
        kind: 'Discount type',
        percent_off: 'Discount (%)',
        amount_off_minor: 'Discount amount',
        amount_off: 'Discount amount (%{currency})',
        currency: 'Currency',
        discount: 'Discount',
        valid_from: 'Valid from',
        valid_until: 'Valid until',
        max_uses: 'Maximum uses',
        once_per_client: 'Once per client',
        active: 'Active',
        uses: 'Uses',
        q: 'Search',
      },
      kinds: {
        percent: 'Percentage',
        fixed: 'Fixed amount',
      },
      help: {
        code: '3 to 32 characters: letters, digits, - and _. Saved in capitals.',
        currency: 'ISO 4217 code, e.g. EUR.',
        amount_off: 'In units of the currency, e.g. 12.50.',
        max_uses: 'Leave empty for no limit.',
      },
      errors: {
        code_chars: 'Letters, digits, - and _ only.',
        currency: 'Three letters, e.g. EUR.',
        amount_positive: 'The amount must be positive.',
        until_after_from: 'The end of validity must come after its start.',
      },
    },
  },
  app: {
    name: 'Back office',
    login: {
      redirecting: 'Redirecting to the sign-in page…',
    },
    identity: {
      generic: 'Administrator',
    },
    change_password: {
      title: 'Change password',
      hint: 'The new password has %{min} to %{max} characters, with at least one letter and one digit.',
      current_password: 'Current password',
      new_password: 'New password',
      confirm_password: 'Confirm the new password',
      submit: 'Change password',
      success: 'Your password has been changed.',
      failure: 'The password could not be changed. Please try again.',
      errors: {
        length: 'The password must have %{min} to %{max} characters.',
        letter_and_digit: 'The password must contain at least one letter and one digit.',
        mismatch: 'The two passwords do not match.',
      },
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome to the back office of the wellness consultation platform. ' + 'Administrators manage reference data, content, consultants, clients, bookings and complaints here.',
      manages: 'What the back office manages',
      coming_soon: 'Sections arrive with the next releases.',
    },
    menu: {
      dashboard: 'Dashboard',
      medicine: 'Medicine',
      consultant: 'Consultants',
      client: 'Clients',
      all_booking: 'All bookings',
      privacy_policy: 'Privacy policy',
      terms_condition: 'Terms and conditions',
      web_setting: 'Web settings',
      coupons: 'Coupons',
      nationality: 'Nationalities',
      country: 'Countries',
      city: 'Cities',
      disorder: 'Disorders',
      specialization: 'Specializations',
      blog: 'Blog',
      language: 'Languages',
      objective: 'Objectives',
      quote: 'Quotes',
      keywords: 'Keywords',
      complaint: 'Complaints',
      complaint_type: 'Complaint types',
      digital_product: 'Digital products',
      user_waiting_list: 'User waiting list',
    },
    user_menu: {
      public_site: 'Public site',
      change_password: 'Change password',
    },
    footer: {
      copyright: '© %{year} — Wellness consultation platform. All rights reserved.',
    },
  },
};
