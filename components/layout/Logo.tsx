import Link from 'next/link';
import { site } from '@/content/site';
import { Img } from '@/components/ui/Img';

interface Props {
  tone?: 'dark' | 'light';
  className?: string;
}

export function Logo({ tone = 'dark', className }: Props) {
  const src = tone === 'light' ? '/brand/logo-light.svg' : '/brand/logo.svg';
  return (
    <Link prefetch={false} href="/" className={className} aria-label={`${site.name} home`}>
      <Img image={{ src, alt: '', width: 240, height: 64 }} eager={tone === 'dark'} />
    </Link>
  );
}
