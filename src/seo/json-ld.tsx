import { serializeJsonLd, type JsonLd as Data } from './structured-data';

/** Structured data for search engines, as `<script type="application/ld+json">`. */
export function JsonLd({ data }: { data: Data | Data[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
