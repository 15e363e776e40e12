import type { Metadata } from 'next';
import { ErrorPanel } from '@/components/layout/ErrorPanel';
import { ButtonLink } from '@/components/ui/ButtonLink';

export const metadata: Metadata = {
  title: 'Page not found',
  description:
    'The page you asked for does not exist. Find our products, services and contact details here.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <ErrorPanel
      title="We couldn't find that page"
      actions={
        <>
          <ButtonLink href="/">Home</ButtonLink>
          <ButtonLink href="/product" variant="outline">
            Products
          </ButtonLink>
          <ButtonLink href="/contact-us" variant="outline">
            Contact
          </ButtonLink>
        </>
      }
    >
      <p>
        The link may be old or mistyped. Our product range, services and contact details are one
        click away.
      </p>
    </ErrorPanel>
  );
}
