/**
 * The demo catalogue: believable publishers, artists, series and cards on the three chains. Kept as
 * data so the seed stays a short, idempotent loop.
 */
export const DEMO_CHAINS = [
  { code: "ETH", name: "Ethereum", sortOrder: 1 },
  { code: "BSC", name: "BNB Smart Chain", sortOrder: 2 },
  { code: "POLYGON", name: "Polygon", sortOrder: 3 },
] as const;

export const DEMO_PUBLISHERS = [
  {
    slug: "formosa-arts-press",
    name: "Formosa Arts Press",
    description: "Taipei publisher of contemporary ink and light art.",
  },
  {
    slug: "neon-harbor-studio",
    name: "Neon Harbor Studio",
    description: "Kaohsiung studio for neon, night and harbour scenes.",
  },
  {
    slug: "jade-mountain-editions",
    name: "Jade Mountain Editions",
    description: "Limited editions of mountain and forest landscapes.",
  },
  {
    slug: "sakura-pixel-guild",
    name: "Sakura Pixel Guild",
    description: "Pixel and generative art from Osaka and Taichung.",
  },
  {
    slug: "hanok-digital",
    name: "Hanok Digital",
    description: "Seoul collective for architecture-inspired digital works.",
  },
] as const;

export const DEMO_ARTISTS = [
  { slug: "lin-yu-chen", name: "Lin Yu-Chen" },
  { slug: "mika-hoshino", name: "Mika Hoshino" },
  { slug: "park-seo-yeon", name: "Park Seo-yeon" },
  { slug: "chen-wei-ting", name: "Chen Wei-Ting" },
  { slug: "aiden-cole", name: "Aiden Cole" },
  { slug: "huang-li-hua", name: "Huang Li-Hua" },
  { slug: "kenji-arai", name: "Kenji Arai" },
  { slug: "zhou-xin", name: "Zhou Xin" },
] as const;

export const DEMO_SERIES = [
  { slug: "lantern-nights", name: "Lantern Nights", publisher: "formosa-arts-press" },
  { slug: "harbor-lights", name: "Harbor Lights", publisher: "neon-harbor-studio" },
  { slug: "cloud-sea", name: "Cloud Sea", publisher: "jade-mountain-editions" },
  { slug: "pixel-seasons", name: "Pixel Seasons", publisher: "sakura-pixel-guild" },
  { slug: "courtyard-dreams", name: "Courtyard Dreams", publisher: "hanok-digital" },
  { slug: "night-market-tales", name: "Night Market Tales", publisher: "formosa-arts-press" },
] as const;

/** [card name, series slug, artist slug] */
type DemoCard = readonly [string, string, string];

/**
 * The first 36 cards, written by hand. Other seeds, tests and the README refer to them by name, token id
 * (1000 + index) and order, so they stay first and unchanged.
 */
const CURATED_CARDS: readonly DemoCard[] = [
  ["Lantern Festival No. 1", "lantern-nights", "lin-yu-chen"],
  ["Harbor at Dusk", "harbor-lights", "chen-wei-ting"],
  ["Sea of Clouds, Alishan", "cloud-sea", "huang-li-hua"],
  ["Spring Pixel Garden", "pixel-seasons", "mika-hoshino"],
  ["Courtyard in Snow", "courtyard-dreams", "park-seo-yeon"],
  ["Stinky Tofu Stand", "night-market-tales", "zhou-xin"],
  ["Lantern Festival No. 2", "lantern-nights", "lin-yu-chen"],
  ["Neon Koi", "harbor-lights", "aiden-cole"],
  ["Jade Ridge at Dawn", "cloud-sea", "huang-li-hua"],
  ["Summer Pixel Rain", "pixel-seasons", "kenji-arai"],
  ["Moonlit Hanok Gate", "courtyard-dreams", "park-seo-yeon"],
  ["Bubble Tea Comet", "night-market-tales", "zhou-xin"],
  ["Lantern Festival No. 3", "lantern-nights", "lin-yu-chen"],
  ["Ferry Lights", "harbor-lights", "chen-wei-ting"],
  ["Misty Cedar Forest", "cloud-sea", "huang-li-hua"],
  ["Autumn Pixel Maple", "pixel-seasons", "mika-hoshino"],
  ["Paper Window Sunrise", "courtyard-dreams", "park-seo-yeon"],
  ["Shaved Ice Galaxy", "night-market-tales", "aiden-cole"],
  ["Sky Lantern Wish", "lantern-nights", "lin-yu-chen"],
  ["Container Cranes at Night", "harbor-lights", "chen-wei-ting"],
  ["Taroko Gorge Echo", "cloud-sea", "huang-li-hua"],
  ["Winter Pixel Onsen", "pixel-seasons", "kenji-arai"],
  ["Tiled Roof Constellation", "courtyard-dreams", "park-seo-yeon"],
  ["Scallion Pancake Sun", "night-market-tales", "zhou-xin"],
  ["Dragon Lantern", "lantern-nights", "mika-hoshino"],
  ["Lighthouse Pulse", "harbor-lights", "aiden-cole"],
  ["Sun Moon Lake Mirror", "cloud-sea", "huang-li-hua"],
  ["Cherry Blossom Bits", "pixel-seasons", "mika-hoshino"],
  ["Ink Garden Pavilion", "courtyard-dreams", "park-seo-yeon"],
  ["Claw Machine Dreams", "night-market-tales", "zhou-xin"],
  ["Temple Lantern Path", "lantern-nights", "lin-yu-chen"],
  ["Typhoon Signal", "harbor-lights", "chen-wei-ting"],
  ["Yushan Summit Glow", "cloud-sea", "huang-li-hua"],
  ["Firefly Pixel Night", "pixel-seasons", "kenji-arai"],
  ["Lotus Pond Courtyard", "courtyard-dreams", "park-seo-yeon"],
  ["Midnight Snack Orbit", "night-market-tales", "aiden-cole"],
];

/** How many cards the demo has in all: enough to page through the marketplace and try the filters. */
export const DEMO_CARD_COUNT = 300;
/** The curated cards come first in DEMO_CARDS. */
export const DEMO_CURATED_CARD_COUNT = CURATED_CARDS.length;

/**
 * What the generated cards of each series are called and who made them: a card's name is a mood and a
 * subject of its series ("Golden Paper Moon"), 8 × 6 = 48 names per series, more than the 44 each
 * series gets. None is a curated card's name, and none says "Lantern" or "Harbor": searches for those
 * (tests, the header suggestions) keep finding the curated cards first.
 */
const SERIES_THEMES: Record<string, { moods: string[]; subjects: string[]; artists: string[] }> = {
  "lantern-nights": {
    moods: ["Crimson", "Golden", "Drifting", "Quiet", "Glowing", "Silk", "Rising", "Festival"],
    subjects: [
      "Paper Moon",
      "Festival Street",
      "Temple Eaves",
      "Riddle Wall",
      "Rooftop Glow",
      "Incense Smoke",
    ],
    artists: ["lin-yu-chen", "mika-hoshino", "zhou-xin"],
  },
  "harbor-lights": {
    moods: ["Neon", "Foggy", "Electric", "Rainy", "Late", "Silver", "Flickering", "Tidal"],
    subjects: ["Pier", "Tugboat", "Dock Crane", "Fish Market", "Breakwater", "Dockside Sign"],
    artists: ["chen-wei-ting", "aiden-cole", "kenji-arai"],
  },
  "cloud-sea": {
    moods: ["Misty", "Jade", "Dawn", "Alpine", "Hidden", "Evening", "Snowy", "Verdant"],
    subjects: ["Ridge", "Tea Terrace", "Waterfall", "Pine Grove", "Valley Path", "Summit Trail"],
    artists: ["huang-li-hua", "lin-yu-chen", "park-seo-yeon"],
  },
  "pixel-seasons": {
    moods: ["Spring", "Summer", "Autumn", "Winter", "Rainy-Day", "Starlit", "Pastel", "Retro"],
    subjects: ["Pixel Tram", "Pixel Shrine", "Pixel Meadow", "Pixel Kite", "Pixel Arcade", "Pixel Station"],
    artists: ["mika-hoshino", "kenji-arai", "aiden-cole"],
  },
  "courtyard-dreams": {
    moods: ["Moonlit", "Ink", "Morning", "Lacquered", "Snowbound", "Quiet", "Amber", "Celadon"],
    subjects: ["Hanok Roof", "Stone Wall", "Wooden Gate", "Garden Lamp", "Ondol Room", "Tiled Eaves"],
    artists: ["park-seo-yeon", "huang-li-hua", "chen-wei-ting"],
  },
  "night-market-tales": {
    moods: ["Sizzling", "Sweet", "Smoky", "Late-Night", "Crowded", "Lucky", "Spicy", "Neon-Lit"],
    subjects: [
      "Oyster Omelette",
      "Grilled Squid",
      "Pearl Milk Tea",
      "Game Stall",
      "Fortune Teller",
      "Noodle Cart",
    ],
    artists: ["zhou-xin", "aiden-cole", "lin-yu-chen"],
  },
};

/**
 * Card `index` (counted from 0 over the whole catalogue) past the curated ones, derived from the index
 * alone so every seed builds the same catalogue: series rotate, and within a series the n-th card takes
 * the n-th mood/subject pair and one of the series' artists in turn.
 */
function generatedCard(index: number): DemoCard {
  const series = DEMO_SERIES[index % DEMO_SERIES.length]!.slug;
  const theme = SERIES_THEMES[series]!;
  const n = Math.floor((index - CURATED_CARDS.length) / DEMO_SERIES.length);
  const mood = theme.moods[n % theme.moods.length]!;
  const subject = theme.subjects[Math.floor(n / theme.moods.length) % theme.subjects.length]!;
  return [`${mood} ${subject}`, series, theme.artists[n % theme.artists.length]!];
}

/** Every demo card: the curated ones, then the generated ones. Chains rotate ETH → BSC → POLYGON. */
export const DEMO_CARDS: readonly DemoCard[] = [
  ...CURATED_CARDS,
  ...Array.from({ length: DEMO_CARD_COUNT - CURATED_CARDS.length }, (_, i) =>
    generatedCard(CURATED_CARDS.length + i),
  ),
];

/** Demo people; the README states these credentials. */
export const DEMO_USERS = [
  {
    email: "collector@vitrine.local",
    password: "Collector#2026",
    nickname: "DemoCollector",
    role: "member",
    referralCode: "DEMO0001",
  },
  {
    email: "seller@vitrine.local",
    password: "Seller#2026",
    nickname: "DemoSeller",
    role: "member",
    referralCode: "DEMO0002",
  },
  {
    email: "bidder@vitrine.local",
    password: "Bidder#2026",
    nickname: "DemoBidder",
    role: "member",
    referralCode: "DEMO0003",
  },
  {
    email: "staff@vitrine.local",
    password: "Staff#Vitrine2026",
    nickname: "VitrineStaff",
    role: "staff",
    referralCode: "STAFF001",
  },
] as const;
