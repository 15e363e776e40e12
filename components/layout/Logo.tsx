import Link from 'next/link';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/content/site';
import { interfaceIn } from '@/lib/content/interface';
import { fill } from '@/lib/i18n/text';
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
      aria-label={fill(interfaceIn(locale).frame.logoHome, { name: site.name })}
    >
      <Img image={{ src, alt: '', width: 240, height: 64 }} eager={tone === 'dark'} />
    </Link>
  );
}
