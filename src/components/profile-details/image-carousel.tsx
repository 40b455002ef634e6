import { useState, type CSSProperties } from 'react';
import defaultProfileImage from '../../assets/default-profile.svg';
import './profile-details.css';

interface ImageCarouselProps {
  images: readonly { url: string }[];
  /** The member's name, for the images' alternative text. */
  name: string;
}

/** A 4:5 portrait frame, so photos of any shape line up. */
const PORTRAIT = { '--bs-aspect-ratio': '125%' } as CSSProperties;

/**
 * Spec 2: previous/next through the profile's photos, wrapping around both
 * ways. A profile without photos (or whose photo fails to load) shows the
 * default image.
 */
export function ImageCarousel({ images, name }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;

  if (count === 0) {
    return (
      <div className="profile-carousel ratio bg-body-secondary rounded overflow-hidden" style={PORTRAIT}>
        <img src={defaultProfileImage} alt={`Silhouette placeholder for ${name}`} className="object-fit-cover" />
      </div>
    );
  }

  const current = index % count;
  const step = (delta: number) => setIndex((current + delta + count) % count);

  return (
    <figure className="profile-carousel mb-0" aria-roledescription="carousel" aria-label={`Photos of ${name}`}>
      <div className="position-relative">
        <div className="ratio bg-body-secondary rounded overflow-hidden" style={PORTRAIT}>
          <img
            key={images[current].url}
            src={images[current].url}
            alt={`${name}, ${current + 1} of ${count}`}
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
              <span className="visually-hidden">Previous photo</span>
            </button>
            <button
              type="button"
              className="profile-carousel__step btn btn-light rounded-circle position-absolute top-50 end-0 translate-middle-y me-2 shadow-sm"
              onClick={() => step(1)}
            >
              <span aria-hidden="true">&rsaquo;</span>
              <span className="visually-hidden">Next photo</span>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <figcaption className="text-center small text-body-secondary mt-1" aria-live="polite">
          Photo {current + 1} of {count}
        </figcaption>
      )}
    </figure>
  );
}
