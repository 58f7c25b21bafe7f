import { Link } from 'react-router';
import * as styles from '../styles/footer.css';

export function SiteFooter({
  storeName,
  collections,
}: {
  storeName: string;
  collections: { handle: string; title: string }[];
}) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>{storeName}</p>
          <p className={styles.tagline}>Everyday things, made well. Small-batch clothing and goods for the home.</p>
        </div>
        <nav aria-label="Shop">
          <h2 className={styles.heading}>Shop</h2>
          <ul className={styles.list}>
            {collections.map((collection) => (
              <li key={collection.handle}>
                <Link to={`/collections/${collection.handle}`}>{collection.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Help</h2>
          <ul className={styles.list}>
            <li>
              <Link to="/cart">Your cart</Link>
            </li>
            <li>Free shipping on orders over $75</li>
            <li>30-day returns</li>
          </ul>
        </div>
      </div>
      <p className={styles.legal}>
        © {new Date().getUTCFullYear()} {storeName}
      </p>
    </footer>
  );
}
