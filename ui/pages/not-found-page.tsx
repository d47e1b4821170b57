import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <>
      <h1 className="page-title">Page not found</h1>
      <p>
        There is no page at this address. <Link href="/">Go to the home page</Link>
      </p>
    </>
  );
}
