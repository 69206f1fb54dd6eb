import '@portal/ui-light';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CatalogCard, CatalogGrid, StoryCard } from './catalog-card';

function renderAt(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(<RouterProvider router={router} />);
}

describe('pictures', () => {
  it('gives a catalog card a decorative, lazy picture with its size set, next to the linked title', () => {
    renderAt(
      <CatalogGrid label="Products">
        <li>
          <CatalogCard
            to="/panel/shops/4/1/101"
            title="Duvet and pillow set"
            image="http://localhost:3333/images/shop/duvet-and-pillow-set.svg"
          />
        </li>
      </CatalogGrid>,
    );
    const card = screen.getByRole('listitem');
    // alt="": the title right next to it names what it shows, so the picture is not read out twice.
    const picture = within(card).getByRole('presentation');
    expect(picture).toHaveAttribute('src', 'http://localhost:3333/images/shop/duvet-and-pillow-set.svg');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('width', '320');
    expect(picture).toHaveAttribute('height', '200');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('decoding', 'async');
    expect(within(card).getByRole('link', { name: 'Duvet and pillow set' })).toBeInTheDocument();
  });

  it('gives a story card a 16:9 picture, and no picture at all when there is none', () => {
    renderAt(
      <CatalogGrid label="News">
        <StoryCard to="/panel/news/a" title="With a picture" image="https://cdn.example/a.svg" />
        <StoryCard to="/panel/news/b" title="Without" image={null} />
      </CatalogGrid>,
    );
    const [withPicture, without] = screen.getAllByRole('listitem');
    const picture = within(withPicture as HTMLElement).getByRole('presentation');
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '360');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(within(without as HTMLElement).queryByRole('presentation')).not.toBeInTheDocument();
  });
});
