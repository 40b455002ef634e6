import defaultProfileImage from '../assets/default-profile.svg';

/**
 * A member's round photo in a list row or a header, decorative beside their name: the default picture when
 * there is none or it fails to load (a photo hidden by privacy comes without a URL).
 */
export function MemberPhoto({ src, size }: { src: string | null | undefined; size: number }) {
  return (
    <img
      src={src || defaultProfileImage}
      alt=""
      width={size}
      height={size}
      className="rounded-circle object-fit-cover flex-shrink-0 bg-body-secondary"
      onError={(event) => {
        event.currentTarget.src = defaultProfileImage;
      }}
    />
  );
}
