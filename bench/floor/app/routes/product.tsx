import { findProduct, formatPrice } from '../catalog';
import type { Route } from './+types/product';

export function loader({ params }: Route.LoaderArgs) {
  return findProduct(params.handle);
}

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: data?.title ?? 'Product' }, { name: 'description', content: data?.description ?? '' }];
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const product = loaderData;
  return (
    <main>
      <h1>{product.title}</h1>
      <p className="price">{formatPrice(product)}</p>
      <div className="gallery">
        {product.images.map((src, index) => (
          <img
            key={src}
            src={src}
            alt={`${product.title}, view ${index + 1}`}
            width={480}
            height={600}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        ))}
      </div>
      <p>{product.description}</p>
      <form method="post" action="/api/cart">
        <input type="hidden" name="handle" value={product.handle} />
        <button type="submit">Add to cart</button>
      </form>
    </main>
  );
}
