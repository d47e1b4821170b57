import * as m from '#ui-messages';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { categoryHref } from '../shared/store-links';
import { useCategoryTiles } from '../shell/category-tiles';
import { useDocumentHead } from '../head/document-head';
import { STORE_DETAILS } from '../store-details';
import '../shared/shared.css';
import '../catalog/home.css';
import heroImage from '../catalog/assets/hero.svg?no-inline';
import { preloadPagesWhenIdle } from './lazy-pages';
import { ProductRail } from '../catalog/product-rail';
import { RetryNotice } from '../shared/retry-notice';
import { safeImageSrc } from '../shared/image-src';
import { lazyComponent } from '../shared/lazy-component';
import { useSelector } from '../store';
import { selectHasRecentlyViewed } from '../../core/catalog/catalog.selectors';

/**
 * Its code loads only once there is something to show: the products seen come from storage after the first paint (or
 * from a product page opened since).
 */
const RecentlyViewed = lazyComponent(() =>
  import('../catalog/recently-viewed-rail').then((module) => module.RecentlyViewedRail),
);

/** The category rails on the home page, after the best sellers and new products. */
export const HOME_CATEGORY_RAILS: readonly { readonly handle: string; readonly title: string }[] = [
  { handle: 'fresh-chakki-atta', title: m.catalog_home_rail_atta() },
  { handle: 'ghee', title: m.catalog_home_rail_ghee() },
  { handle: 'cold-pressed-oils', title: m.catalog_home_rail_oils() },
  { handle: 'pulses', title: m.catalog_home_rail_dals() },
];

/** What sets the store apart, as the home page tells it. */
const STORE_PROMISES: readonly { readonly title: string; readonly text: string }[] = [
  { title: m.catalog_promise_fresh_title(), text: m.catalog_promise_fresh_text() },
  { title: m.catalog_promise_pressed_title(), text: m.catalog_promise_pressed_text() },
  { title: m.catalog_promise_ghee_title(), text: m.catalog_promise_ghee_text() },
  { title: m.catalog_promise_pure_title(), text: m.catalog_promise_pure_text() },
];

const HERO_WIDTH = 480;
const HERO_HEIGHT = 360;
const TILE_ICON_SIZE = 64;
/** Best sellers on a phone's first screen (the hero is short there), whose pictures load at once. */
const FIRST_SCREEN_CARDS = 2;

function CategoryTiles() {
  const { tiles, status, retry } = useCategoryTiles();
  if (status === 'failed' && tiles.length === 0) {
    return (
      <RetryNotice onRetry={retry}>
        <p>{m.catalog_home_categories_failed()}</p>
      </RetryNotice>
    );
  }
  if (status === 'loaded' && tiles.length === 0) return null;
  if (tiles.length === 0) {
    return (
      <ul className="home-tiles" aria-busy="true" aria-label={m.catalog_home_categories_loading()}>
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index} className="home-tile home-tile--skeleton" aria-hidden="true">
            <span className="skeleton skeleton--icon" />
            <span className="skeleton skeleton--line" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="home-tiles">
      {tiles.map((tile) => (
        <li key={tile.handle}>
          <Link href={categoryHref(tile.handle)} className="home-tile">
            {tile.icon ? (
              <img
                src={safeImageSrc(tile.icon)}
                alt=""
                width={TILE_ICON_SIZE}
                height={TILE_ICON_SIZE}
                loading="lazy"
                decoding="async"
                className="home-tile__icon"
              />
            ) : null}
            <span className="home-tile__name">{tile.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Once the home page is up and the browser is idle, fetches the other pages' code for quick moves. */
function usePreloadWhenIdle() {
  useEffect(() => preloadPagesWhenIdle(), []);
}

/**
 * The home page: hero, the best sellers (on a phone's first screen, under a shorter hero), category
 * tiles, new arrivals, what makes the store different and the category rails.
 */
export function HomePage() {
  usePreloadWhenIdle();
  const hasRecentlyViewed = useSelector(selectHasRecentlyViewed);
  useDocumentHead({
    title: null,
    description: m.catalog_home_description({ tagline: STORE_DETAILS.tagline }),
  });
  return (
    <div className="home-page">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="home-hero__text">
          <h1 id="home-hero-title" className="home-hero__title">
            {m.catalog_home_title()}
          </h1>
          <p className="home-hero__lead">{m.catalog_home_lead()}</p>
          <div className="home-hero__actions">
            <Link href={categoryHref('fresh-chakki-atta')} className="button button--primary button--large">
              {m.catalog_home_shop_atta()}
            </Link>
            <Link href="/atta-box" className="button button--outline button--large">
              {m.catalog_home_build_box()}
            </Link>
          </div>
        </div>
        <img
          className="home-hero__image"
          src={heroImage}
          alt=""
          width={HERO_WIDTH}
          height={HERO_HEIGHT}
          fetchPriority="high"
        />
      </section>

      <ProductRail rail="bestsellers" title={m.catalog_home_bestsellers()} eagerCards={FIRST_SCREEN_CARDS} />

      <section className="home-section" aria-labelledby="home-categories">
        <h2 id="home-categories" className="section-title">
          {m.catalog_home_categories()}
        </h2>
        <CategoryTiles />
      </section>

      <RecentlyViewed.Component when={hasRecentlyViewed} />

      <ProductRail rail="new" title={m.catalog_home_new()} />

      <section className="home-section home-promises" aria-labelledby="home-promises">
        <h2 id="home-promises" className="section-title">
          {m.catalog_home_why({ name: STORE_DETAILS.name })}
        </h2>
        <ul className="promise-list">
          {STORE_PROMISES.map((promise) => (
            <li key={promise.title} className="promise">
              <h3 className="promise__title">{promise.title}</h3>
              <p>{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {HOME_CATEGORY_RAILS.map((rail) => (
        <ProductRail key={rail.handle} rail={`category:${rail.handle}`} title={rail.title} deferred />
      ))}
    </div>
  );
}
