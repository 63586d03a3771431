/**
 * Public route paths (spec §2 "Public routes").
 *
 * @module config/paths
 */
export const paths = {
  home: '/',
  aboutUs: '/about-us',
  alternativeMedicine: '/alternative-medicine',
  sdgMedia: '/sdg-media',
  experts: '/our-experts',
  expertDetails: (id: string) => `/our-experts/details/${encodeURIComponent(id)}`,
  lifestyleProducts: '/lifestyle-product',
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  contact: '/contact-us',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  faq: '/faq',
  page404: '/public/page-404',
  page500: '/public/page-500',
} as const;
