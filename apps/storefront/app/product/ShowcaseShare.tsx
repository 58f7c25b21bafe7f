import { ShareButtons } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';

/** Share links for a product, loaded on demand. `url` is absolute (the networks need it so). */
export default function ShowcaseShare({
  url,
  title,
  description,
  media,
}: {
  url: string;
  title: string;
  description: string;
  media: string | undefined;
}) {
  const { labels } = useT();
  return <ShareButtons url={url} title={title} description={description} media={media} labels={labels('ShareButtons')} />;
}
