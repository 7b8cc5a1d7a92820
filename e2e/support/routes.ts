/** A seeded row for each route parameter, so every public route is opened on real data. */
const examples: Record<string, string> = {
  ':id@jobs': '1',
  ':slug@employers': 'maple-tech-solutions',
  ':id@blog': 'how-to-write-a-cv-for-international-employers',
};

/** '/jobs/:id' → '/jobs/1', with the seeded example of each parameter. */
export function concretePath(route: string): string {
  return route.replace(/:(\w+)/g, (param, _name: string) => {
    const parent = route.split('/')[1];
    const example = examples[`${param}@${parent}`];
    if (!example)
      throw new Error(`add an example value for ${param} in ${route} to e2e/support/routes.ts`);
    return example;
  });
}
