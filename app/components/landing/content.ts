// The landing page's fixed drawings and wording (hero, programmes and pricing). What an institute changes (its
// hero, "Why us" cards, batches, toppers, prices, teacher) comes from the database: the Site page and the batches.
export type Picture = { src: string; alt: string; width: number; height: number };

export const HERO_PICTURE: Picture = {
  src: "/images/hero.svg",
  alt: "A student at a desk with books, a formula board and a rising marks chart",
  width: 480,
  height: 360,
};

const gallery = (file: string, alt: string): Picture => ({
  src: `/images/gallery/${file}.svg`,
  alt,
  width: 320,
  height: 200,
});

export const GALLERY: Picture[] = [
  gallery("blackboard", "A blackboard with sums in chalk"),
  gallery("chemistry", "Flasks and a beaker from a chemistry practical"),
  gallery("books", "A stack of books under a graduation cap"),
  gallery("trophy", "A trophy from the annual prize day"),
  gallery("test-day", "An answer sheet with ticks and a pencil on test day"),
  gallery("geometry", "A compass, protractor and triangle drawn for a geometry class"),
];

/** The large words above the footer; the brand follows them. */
export const HOVER_WORDS = ["Learn", "Grow", "Succeed", "With"];
