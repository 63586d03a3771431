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
      welcome:
        'Welcome to the back office of the wellness consultation platform. ' +
        'Administrators manage reference data, content, consultants, clients, bookings and complaints here.',
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
