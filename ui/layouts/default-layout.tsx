import type { ReactNode } from 'react';
import { ChatWidget } from '../chat/chat-widget';
import { Footer } from '../components/footer';
import { Header } from '../components/header';

/**
 * Header, page and footer. The floating cart bar and the chat widget join it with the
 * storefront and chat issues.
 */
export function DefaultLayout({ children }: { readonly children?: ReactNode }) {
  return (
    <div className="layout layout--default">
      <Header />
      <main className="layout__main">{children}</main>
      <Footer />
      <ChatWidget />
    </div>
  );
}
