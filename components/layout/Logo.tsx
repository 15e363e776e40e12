import Link from 'next/link';
import { localePath, type Locale } from '@/content/i18n';
import { site } from '@/content/site';
import { chromeText } from '@/content/ui/chrome';
import { fill } from '@/content/ui/text';
import { Img } from '@/components/ui/Img';

interface Props {
  locale: Locale;
  tone?: 'dark' | 'light';
  className?: string;
}

export function Logo({ locale, tone = 'dark', className }: Props) {
  const src = tone === 'light' ? '/brand/logo-light.svg' : '/brand/logo.svg';
  return (
    <Link
      prefetch={false}
      href={localePath('/', locale)}
      className={className}
      aria-label={fill(chromeText[locale].logoHome, { name: site.name })}
    >
      <Img image={{ src, alt: '', width: 240, height: 64 }} eager={tone === 'dark'} />
    </Link>
  );
}
