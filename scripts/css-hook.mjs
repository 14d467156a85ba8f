// A Node module hook for tools that import the node modules outside Vite (the schema generator,
// the render benchmark): a stylesheet import is the bundler's business, so here it is empty.
export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}
