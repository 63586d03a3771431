import type { AppMessages } from './fr';

/** Fields every reference list has (contracts/admin-reference). */
const referenceFields = {
  name: 'Name',
  slug: 'URL identifier',
  deletedAt: 'Moved to the trash on',
  q: 'Search',
};

/** Fields of the versioned legal documents (privacy policy, terms, consent form). */
const legalFields = {
  version: 'Version',
  effective_date: 'Effective from',
  title: 'Title',
  body: 'Text',
  published: 'Published',
  deletedAt: 'Moved to the trash on',
  q: 'Search',
};

/**
 * English messages of the back office (fallback locale), merged over ra-language-english.
 * Same keys as `fr.ts` (checked by the type).
 */
export const en: AppMessages = {
  ra: {
    auth: {
      email: 'Email address',
    },
    locales: {
      fr: 'French',
      en: 'English',
    },
    tiptap: {
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      strike: 'Strikethrough',
      code: 'Code',
      list_bulleted: 'Bulleted list',
      list_numbered: 'Numbered list',
      link: 'Add a link',
      blockquote: 'Quote',
      clear_format: 'Clear formatting',
      paragraph: 'Paragraph',
      heading1: 'Heading level 1',
      heading2: 'Heading level 2',
      heading3: 'Heading level 3',
      heading4: 'Heading level 4',
      heading5: 'Heading level 5',
      heading6: 'Heading level 6',
      select_level: 'Select the level',
      current_level: 'Current level',
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
        deletedAt: 'Moved to the trash on',
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
    countries: {
      name: 'Country |||| Countries',
      fields: { ...referenceFields, code: 'ISO code', isd_code: 'Dialling code' },
      help: {
        code: 'Two-letter ISO 3166-1 code, e.g. FR.',
        isd_code: 'International dialling code, e.g. +33.',
      },
    },
    cities: {
      name: 'City |||| Cities',
      fields: { ...referenceFields, country: 'Country', country_code: 'Country code', population: 'Population' },
    },
    nationalities: {
      name: 'Nationality |||| Nationalities',
      fields: { ...referenceFields, country_code: 'Country code' },
    },
    languages: {
      name: 'Language |||| Languages',
      fields: { ...referenceFields, code: 'ISO 639 code' },
      help: {
        code: 'Two- or three-letter ISO 639 code, e.g. en.',
      },
    },
    disorders: {
      name: 'Disorder |||| Disorders',
      fields: referenceFields,
    },
    keywords: {
      name: 'Keyword |||| Keywords',
      fields: referenceFields,
    },
    objectives: {
      name: 'Objective |||| Objectives',
      fields: referenceFields,
    },
    specializations: {
      name: 'Specialization |||| Specializations',
      fields: { ...referenceFields, description: 'Description' },
    },
    'complaint-types': {
      name: 'Complaint type |||| Complaint types',
      fields: referenceFields,
    },
    blogs: {
      name: 'Blog post |||| Blog posts',
      fields: {
        title: 'Title',
        slug: 'URL identifier',
        excerpt: 'Excerpt',
        body: 'Text',
        cover: 'Cover image',
        author: 'Author',
        tags: 'Tags',
        published: 'Published',
        published_date: 'Publication date',
        deletedAt: 'Moved to the trash on',
        q: 'Search',
      },
      help: {
        tags: 'Press Enter after each tag.',
      },
    },
    authors: {
      name: 'Author |||| Authors',
      fields: {
        name: 'Name',
        bio: 'Biography',
        photo: 'Photo',
        deletedAt: 'Moved to the trash on',
        q: 'Search',
      },
    },
    quotes: {
      name: 'Quote |||| Quotes',
      fields: {
        quote_title: 'Title',
        author_name: 'Author',
        text: 'Quote',
        slug: 'URL identifier',
        published: 'Published',
        deletedAt: 'Moved to the trash on',
        q: 'Search',
      },
    },
    faqs: {
      name: 'FAQ entry |||| FAQ',
      fields: {
        question: 'Question',
        answer: 'Answer',
        category: 'Section',
        order: 'Rank',
        slug: 'URL identifier',
        published: 'Published',
        deletedAt: 'Moved to the trash on',
        q: 'Search',
      },
      categories: {
        booking: 'Booking',
        payments: 'Payments',
        privacy: 'Privacy',
        consultants: 'Consultants',
        account: 'Account',
      },
      help: {
        order: 'The questions of a section show in increasing rank.',
      },
    },
    'digital-products': {
      name: 'Digital product |||| Digital products',
      fields: {
        name: 'Name',
        slug: 'URL identifier',
        description: 'Description',
        category: 'Category',
        price: 'Price',
        price_in: 'Price (%{currency})',
        currency: 'Currency',
        images: 'Images',
        published: 'Published',
        deletedAt: 'Moved to the trash on',
        q: 'Search',
      },
      categories: {
        'herbal-teas': 'Herbal teas',
        oils: 'Oils',
        supplements: 'Supplements',
        books: 'Books',
        accessories: 'Accessories',
        programs: 'Programs',
      },
      help: {
        price: 'In units of the currency, e.g. 24.90.',
      },
    },
    pages: {
      name: 'Page |||| Pages',
      fields: {
        slug: 'URL identifier',
        title: 'Title',
        subtitle: 'Subtitle',
        sections: 'Sections',
        section_key: 'Section key',
        section_title: 'Section title',
        section_body: 'Section text',
        section_image: 'Section image',
        published: 'Published',
        deletedAt: 'Moved to the trash on',
        q: 'Search',
      },
      help: {
        section_key: 'Where the section goes on the page, e.g. hero or mission.',
      },
    },
    'privacy-policies': {
      name: 'Privacy policy |||| Privacy policies',
      fields: legalFields,
    },
    'terms-conditions': {
      name: 'Terms and conditions |||| Terms and conditions',
      fields: legalFields,
    },
    'consent-forms': {
      name: 'Consent form |||| Consent forms',
      fields: legalFields,
    },
    'web-setting': {
      name: 'Web settings |||| Web settings',
      title: 'Web settings',
      fields: {
        site_title: 'Site title',
        domain_name: 'Domain name',
        legal_name: 'Legal name',
        social_links: 'Social networks',
        network: 'Network',
        url: 'Page address',
        web_logo: 'Logo',
        fab_icon: 'Site icon (favicon)',
      },
      networks: {
        facebook: 'Facebook',
        instagram: 'Instagram',
        linkedin: 'LinkedIn',
        youtube: 'YouTube',
        x: 'X',
        tiktok: 'TikTok',
        whatsapp: 'WhatsApp',
      },
      help: {
        domain_name: 'E.g. wellness.example.',
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
    trash: {
      menu: 'Trash · %{name}',
      menu_short: 'Trash',
      title: 'Trash: %{name}',
      empty: 'The trash is empty.',
      move: 'Move to trash',
      moved: 'Element moved to the trash |||| %{smart_count} elements moved to the trash',
      restore: 'Restore',
      restored: 'Element restored |||| %{smart_count} elements restored',
      delete_permanently: 'Delete for good',
      delete_title: 'Delete “%{name}” for good?',
      bulk_delete_title: 'Delete %{smart_count} element for good? |||| Delete %{smart_count} elements for good?',
      delete_content: 'This cannot be undone: the element can no longer be restored.',
      deleted: 'Element deleted for good |||| %{smart_count} elements deleted for good',
      partly_restored: 'Restored: %{done}. Refused: %{smart_count} — %{reason}',
      partly_deleted: 'Deleted for good: %{done}. Refused: %{smart_count} — %{reason}',
    },
    media: {
      choose: 'Choose an image',
      replace: 'Replace the image',
      remove: 'Remove the image',
      uploading: 'Uploading the image…',
    },
    rich_text: {
      loading: 'Loading the editor…',
    },
    help: {
      slug: 'Lowercase letters, digits and hyphens. Leave empty to make it from the English name (or title).',
      published: 'Shown on the public site once published.',
      currency: 'ISO 4217 code, e.g. EUR.',
      version: 'E.g. 2 or 2.1: the newest published version is the one on the public site.',
    },
    validation: {
      slug: 'Lowercase letters, digits and hyphens only.',
      country_code: 'Two letters, e.g. FR.',
      isd_code: 'A dialling code such as +33.',
      language_code: 'Two or three letters, e.g. en.',
      currency: 'Three letters, e.g. EUR.',
      version: 'Numbers separated by dots, e.g. 2.1.',
      url: 'An address starting with https://.',
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
