import type { ReactNode } from 'react';
import { ChatWidgetSlot } from '../components/chat-widget-slot';
import { FloatingCartBarSlot } from '../components/floating-cart-bar-slot';
import { Footer } from '../components/footer';
import { Header } from '../components/header';

/** Header, page, footer, and the floating cart bar and chat widget over the page. */
export function DefaultLayout({ children }: { readonly children?: ReactNode }) {
  return (
    <div className="layout layout--default">
      <Header />
      <main className="layout__main">{children}</main>
      <Footer />
      <FloatingCartBarSlot />
      <ChatWidgetSlot />
    </div>
  );
}
