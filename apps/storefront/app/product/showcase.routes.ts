import { index, route } from '@react-router/dev/routes';

/** The home page and the product page. */
export const showcaseRoutes = [
  index('product/home.tsx'),
  route('products/:handle', 'product/product.tsx'),
] satisfies ReturnType<typeof route>[];
