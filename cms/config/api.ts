/** Stock REST settings (Strapi's own content API; our surfaces cap their own page sizes). */
export default {
  rest: { defaultLimit: 25, maxLimit: 100, withCount: true },
};
