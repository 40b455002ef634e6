import { t } from '@lingui/core/macro';
import { useRef, useState, type CSSProperties, type ReactNode, type TouchEvent } from 'react';
import defaultProfileImage from '../../assets/default-profile.svg';
import './profile-details.css';
import { useLanguage } from '../../lib/i18n/use-language';

interface ImageCarouselProps {
  images: readonly { url: string }[];
  /** The member's name, for the images' alternative text. */
  name: string;
  /** Shown over the bottom of the photo (the name, age and city), so the photo leads. */
  caption?: ReactNode;
}

/** A horizontal swipe at least this long steps to the next or previous photo. */
const SWIPE_MIN_PX = 40;

function Caption({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div className="profile-carousel__caption position-absolute bottom-0 start-0 end-0 px-3 pb-3 pt-5">{children}</div>
  );
}

/** A 4:5 portrait frame, so photos of any shape line up. */
const PORTRAIT = { '--bs-aspect-ratio': '125%' } as CSSProperties;

/**
 * Spec 2: previous/next through the profile's photos, wrapping around both
 * ways. A profile without photos (or whose photo fails to load) shows the
 * default image.
 */
export function ImageCarousel({ images, name, caption }: ImageCarouselProps) {
  useLanguage();
  const [index, setIndex] = useState(0);
  const touchStartX = useRef<number | null>(null);
  const count = images.length;

  if (count === 0) {
    return (
      <div className="profile-carousel position-relative">
        <div className="ratio bg-body-secondary rounded overflow-hidden" style={PORTRAIT}>
          <img src={defaultProfileImage} alt={t`Silhouette placeholder for ${name}`} className="object-fit-cover" />
        </div>
        <Caption>{caption}</Caption>
      </div>
    );
  }

  const current = index % count;
  const position = current + 1;
  const step = (delta: number) => setIndex((current + delta + count) % count);
  // Swiping left shows the next photo, swiping right the previous one, as in any phone gallery.
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || count < 2) return;
    if (end - start <= -SWIPE_MIN_PX) step(1);
    else if (end - start >= SWIPE_MIN_PX) step(-1);
  };

  return (
    <figure className="profile-carousel mb-0" aria-roledescription={t`carousel`} aria-label={t`Photos of ${name}`}>
      <div className="profile-carousel__frame position-relative" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <div className="ratio bg-body-secondary rounded overflow-hidden" style={PORTRAIT}>
          <img
            key={images[current].url}
            src={images[current].url}
            alt={t`${name}, ${position} of ${count}`}
            className="object-fit-cover"
            onError={(event) => {
              event.currentTarget.src = defaultProfileImage;
            }}
          />
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className="profile-carousel__step btn btn-light rounded-circle position-absolute top-50 start-0 translate-middle-y ms-2 shadow-sm"
              onClick={() => step(-1)}
            >
              <span aria-hidden="true">&lsaquo;</span>
              <span className="visually-hidden">{t`Previous photo`}</span>
            </button>
            <button
              type="button"
              className="profile-carousel__step btn btn-light rounded-circle position-absolute top-50 end-0 translate-middle-y me-2 shadow-sm"
              onClick={() => step(1)}
            >
              <span aria-hidden="true">&rsaquo;</span>
              <span className="visually-hidden">{t`Next photo`}</span>
            </button>
          </>
        )}
        <Caption>{caption}</Caption>
      </div>
      {count > 1 && (
        <figcaption className="text-center small text-body-secondary mt-1" aria-live="polite">
          {t`Photo ${position} of ${count}`}
        </figcaption>
      )}
    </figure>
  );
}
