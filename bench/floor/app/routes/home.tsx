import { Link } from 'react-router';
import type { Route } from './+types/home';

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Floor' }, { name: 'description', content: 'A bare React Router store page.' }];
}

export default function Home() {
  return (
    <main>
      <h1>Floor</h1>
      <p>
        <Link to="/products/alder-linen-shirt">Alder Linen Shirt</Link>
      </p>
    </main>
  );
}
