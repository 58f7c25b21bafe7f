/** Texts of the product gallery; override any of them to translate. */
export interface ProductGalleryLabels {
  /** Accessible name of the whole gallery. */
  gallery: string;
  previous: string;
  next: string;
  /** Name of a slide and of its thumbnail button, e.g. "Image 2 of 4". */
  slide: (position: number, total: number) => string;
  thumbnails: string;
  /** Shown when the product has no image at all. */
  noImage: string;
}

export const DEFAULT_PRODUCT_GALLERY_LABELS: ProductGalleryLabels = {
  gallery: 'Product images',
  previous: 'Previous image',
  next: 'Next image',
  slide: (position, total) => `Image ${position} of ${total}`,
  thumbnails: 'Choose an image',
  noImage: 'No image available',
};
