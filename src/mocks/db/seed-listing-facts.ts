import type { L10n, SeedCancellationPolicy, SeedListingFacts, SeedMeetingPoint } from './types'

/**
 * What visitors decide on, per seed listing (by slug): what is included, what to bring,
 * requirements, group size, meeting point and cancellation policy. Merged into the listing
 * detail by toListing (listing-resources.ts); a listing's own meetingPoint/cancellationPolicy
 * in seed-listings.ts wins.
 */

const t = (de: string, en: string, fr: string): L10n => ({ de, en, fr })

const GUIDE = t('Geführt von einem diplomierten Guide', 'A certified guide', 'Un guide diplômé')
const EQUIPMENT = t('Komplette Ausrüstung', 'All equipment', 'Tout l’équipement')
const SHOES = t('Feste Schuhe', 'Sturdy shoes', 'Chaussures solides')
const SWIMWEAR = t(
  'Badekleider und Handtuch',
  'Swimwear and a towel',
  'Maillot de bain et serviette',
)
const WARM = t('Warme Kleidung', 'Warm clothes', 'Vêtements chauds')
const SUN = t('Sonnenschutz', 'Sun protection', 'Protection solaire')
const SWIM = t('Schwimmen können', 'Able to swim', 'Savoir nager')

const point = (
  name: L10n,
  address: string,
  latitude?: number,
  longitude?: number,
): SeedMeetingPoint => ({
  name,
  address,
  ...(latitude !== undefined && longitude !== undefined ? { latitude, longitude } : {}),
})

const policy = (hours: number, feePercent: number, text: L10n): SeedCancellationPolicy => ({
  freeUntilHoursBefore: hours,
  feePercent,
  text,
})

const FREE_24H = policy(
  24,
  100,
  t(
    'Kostenlose Annullierung bis 24 Stunden vor Beginn; danach wird der volle Preis fällig.',
    'Free cancellation up to 24 hours before the start; after that the full price is due.',
    'Annulation gratuite jusqu’à 24 heures avant le début ; ensuite, le prix complet est dû.',
  ),
)
const FREE_7D = policy(
  168,
  50,
  t(
    'Kostenlose Annullierung bis 7 Tage vor Beginn; danach werden 50 % des Preises fällig.',
    'Free cancellation up to 7 days before the start; after that 50 % of the price is due.',
    'Annulation gratuite jusqu’à 7 jours avant le début ; ensuite, 50 % du prix est dû.',
  ),
)

export const SEED_LISTING_FACTS: Record<string, SeedListingFacts> = {
  'canyoning-saxetbach': {
    included: [
      GUIDE,
      t(
        'Neoprenanzug, Helm und Gurt',
        'Wetsuit, helmet and harness',
        'Combinaison, casque et baudrier',
      ),
      t('Transfer ab Interlaken', 'Transfer from Interlaken', 'Transfert depuis Interlaken'),
    ],
    whatToBring: [
      SWIMWEAR,
      t(
        'Turnschuhe, die nass werden dürfen',
        'Trainers that may get wet',
        'Baskets pouvant être mouillées',
      ),
    ],
    requirements: { minAge: 14, maxWeightKg: 110, fitness: 'MODERATE', notes: [SWIM] },
  },
  'paragliding-tandem-flight': {
    included: [
      t(
        'Flug mit lizenziertem Tandempiloten',
        'Flight with a licensed tandem pilot',
        'Vol avec un pilote biplace breveté',
      ),
      EQUIPMENT,
      t('Transport zum Startplatz', 'Transport to the take-off', 'Transport jusqu’au décollage'),
    ],
    whatToBring: [SHOES, WARM],
    requirements: { minAge: 6, maxWeightKg: 100, fitness: 'EASY' },
    meetingPoint: point(
      t('Landeplatz Höhematte', 'Höhematte landing field', 'Terrain d’atterrissage Höhematte'),
      'Höheweg, 3800 Interlaken',
      46.6866,
      7.8575,
    ),
  },
  'glacier-hike-grindelwald': {
    included: [
      GUIDE,
      t(
        'Steigeisen, Gurt und Helm',
        'Crampons, harness and helmet',
        'Crampons, baudrier et casque',
      ),
    ],
    whatToBring: [
      t('Wanderschuhe', 'Hiking boots', 'Chaussures de randonnée'),
      WARM,
      SUN,
      t('Picknick und Getränk', 'A picnic and a drink', 'Pique-nique et boisson'),
    ],
    requirements: {
      minAge: 12,
      fitness: 'DEMANDING',
      notes: [
        t(
          'Trittsicherheit für 6 Stunden Wanderung',
          'Sure-footed for 6 hours of hiking',
          'Pied sûr pour 6 heures de marche',
        ),
      ],
    },
    meetingPoint: point(
      t('Bahnhof Grindelwald', 'Grindelwald station', 'Gare de Grindelwald'),
      'Dorfstrasse 1, 3818 Grindelwald',
      46.6241,
      8.0339,
    ),
  },
  'lake-kayak-brienz': {
    included: [
      GUIDE,
      t(
        'Kajak, Paddel und Schwimmweste',
        'Kayak, paddle and life jacket',
        'Kayak, pagaie et gilet de sauvetage',
      ),
    ],
    whatToBring: [SWIMWEAR, SUN],
    requirements: { minAge: 8, fitness: 'MODERATE', notes: [SWIM] },
    meetingPoint: point(
      t('Bootshaus Bönigen', 'Bönigen boathouse', 'Hangar à bateaux de Bönigen'),
      'Seestrasse 10, 3806 Bönigen',
      46.6885,
      7.8937,
    ),
  },
  'private-mountain-guide': {
    included: [
      t(
        'Ihr eigener Bergführer für die gebuchte Dauer',
        'Your own mountain guide for the booked time',
        'Votre propre guide de montagne pour la durée réservée',
      ),
      t(
        'Tourenplanung nach Ihren Wünschen',
        'A route planned to your wishes',
        'Un itinéraire selon vos souhaits',
      ),
    ],
    whatToBring: [t('Wanderschuhe', 'Hiking boots', 'Chaussures de randonnée'), WARM, SUN],
    requirements: { minAge: 8, fitness: 'MODERATE' },
    meetingPoint: point(
      t(
        'Nach Absprache, Treffpunkt Bahnhof Interlaken Ost',
        'As agreed; default Interlaken Ost station',
        'Selon accord ; par défaut gare d’Interlaken Ost',
      ),
      'Bahnhofstrasse, 3800 Interlaken',
      46.6906,
      7.8693,
    ),
    cancellationPolicy: FREE_7D,
  },
  'private-photo-tour': {
    included: [
      t('Fotograf und Fahrzeug', 'Photographer and vehicle', 'Photographe et véhicule'),
      t('30 bearbeitete Bilder', '30 edited pictures', '30 photos retouchées'),
    ],
    whatToBring: [t('Wetterfeste Kleidung', 'Weatherproof clothes', 'Vêtements imperméables')],
    requirements: { fitness: 'EASY' },
    meetingPoint: point(
      t('Ihr Hotel in Interlaken', 'Your hotel in Interlaken', 'Votre hôtel à Interlaken'),
      '3800 Interlaken',
    ),
  },
  'cheese-making-workshop': {
    included: [
      t('Zutaten und Schürze', 'Ingredients and an apron', 'Ingrédients et tablier'),
      t(
        'Ihr eigener Käse zum Mitnehmen',
        'Your own cheese to take home',
        'Votre propre fromage à emporter',
      ),
    ],
    whatToBring: [t('Geschlossene Schuhe', 'Closed shoes', 'Chaussures fermées')],
    requirements: { minAge: 6, fitness: 'EASY' },
    meetingPoint: point(
      t('Alpkäserei Gsteigwiler', 'Gsteigwiler alpine dairy', 'Fromagerie d’alpage de Gsteigwiler'),
      'Dorf 12, 3814 Gsteigwiler',
      46.6546,
      7.8706,
    ),
  },
  'e-bike-tour-two-lakes': {
    included: [GUIDE, t('E-Bike und Helm', 'E-bike and helmet', 'Vélo électrique et casque')],
    whatToBring: [SUN, t('Regenjacke', 'A rain jacket', 'Une veste de pluie')],
    requirements: {
      minAge: 14,
      fitness: 'EASY',
      notes: [
        t(
          'Sicher Velo fahren können',
          'Able to ride a bike safely',
          'Savoir rouler à vélo en sécurité',
        ),
      ],
    },
    meetingPoint: point(
      t(
        'Velostation Interlaken West',
        'Interlaken West bike station',
        'Station vélo d’Interlaken West',
      ),
      'Bahnhofplatz 1, 3800 Interlaken',
      46.6833,
      7.8514,
    ),
  },
  'snowshoe-evening-fondue': {
    included: [
      GUIDE,
      t('Schneeschuhe und Stöcke', 'Snowshoes and poles', 'Raquettes et bâtons'),
      t(
        'Käsefondue im Berggasthaus',
        'Cheese fondue at the mountain inn',
        'Fondue au fromage à l’auberge',
      ),
    ],
    whatToBring: [
      WARM,
      t(
        'Winterschuhe und Stirnlampe',
        'Winter boots and a head torch',
        'Chaussures d’hiver et lampe frontale',
      ),
    ],
    requirements: { minAge: 10, fitness: 'MODERATE' },
    meetingPoint: point(
      t(
        'Postautohaltestelle Habkern Dorf',
        'Habkern village bus stop',
        'Arrêt de car postal Habkern village',
      ),
      'Dorf, 3804 Habkern',
      46.7277,
      7.8638,
    ),
    cancellationPolicy: FREE_24H,
  },
  'climbing-course-beginners': {
    included: [
      GUIDE,
      t(
        'Kletterschuhe, Gurt und Helm',
        'Climbing shoes, harness and helmet',
        'Chaussons, baudrier et casque',
      ),
    ],
    whatToBring: [
      t('Bequeme Sportkleidung', 'Comfortable sportswear', 'Tenue de sport confortable'),
      t('Getränk', 'A drink', 'Une boisson'),
    ],
    requirements: { minAge: 12, maxWeightKg: 120, fitness: 'MODERATE' },
    meetingPoint: point(
      t('Kletterhalle Interlaken', 'Interlaken climbing hall', 'Salle d’escalade d’Interlaken'),
      'Rugenparkstrasse 2, 3800 Interlaken',
      46.6805,
      7.8562,
    ),
    cancellationPolicy: FREE_7D,
  },
  'gift-voucher': {
    included: [
      t(
        'Gültig für jedes Angebot, drei Jahre lang',
        'Valid for every offer, for three years',
        'Valable pour chaque offre, pendant trois ans',
      ),
      t('PDF zum Ausdrucken', 'A PDF to print', 'Un PDF à imprimer'),
    ],
  },
  'hiking-map-jungfrau': {
    included: [
      t(
        'Wanderkarte 1:33 000, wetterfest',
        'Hiking map 1:33,000, weatherproof',
        'Carte de randonnée 1:33 000, résistante',
      ),
    ],
  },
  'swiss-army-knife-edition': {
    included: [
      t(
        'Taschenmesser mit Gravur Alpenblick',
        'Pocket knife engraved Alpenblick',
        'Couteau de poche gravé Alpenblick',
      ),
      t('Geschenkschachtel', 'A gift box', 'Une boîte cadeau'),
    ],
  },
  'sunrise-balloon-ride': {
    included: [
      t('Ballonfahrt mit Pilot', 'Balloon ride with a pilot', 'Vol en ballon avec pilote'),
      t(
        'Sektfrühstück nach der Landung',
        'Champagne breakfast after landing',
        'Petit-déjeuner au champagne après l’atterrissage',
      ),
    ],
    whatToBring: [WARM, SHOES],
    requirements: {
      minAge: 8,
      fitness: 'EASY',
      notes: [t('Mindestens 1,20 m gross', 'At least 1.20 m tall', 'Taille minimale 1,20 m')],
    },
    meetingPoint: point(
      t('Startplatz Höhematte', 'Höhematte launch site', 'Site de décollage Höhematte'),
      'Höheweg, 3800 Interlaken',
      46.6866,
      7.8575,
    ),
    cancellationPolicy: FREE_7D,
  },
  'sup-sunset-tour': {
    included: [
      GUIDE,
      t(
        'Board, Paddel und Schwimmweste',
        'Board, paddle and life jacket',
        'Planche, pagaie et gilet de sauvetage',
      ),
    ],
    whatToBring: [SWIMWEAR],
    requirements: { minAge: 12, maxWeightKg: 110, fitness: 'EASY', notes: [SWIM] },
    meetingPoint: point(
      t('Strandbad Spiez', 'Spiez lido', 'Plage de Spiez'),
      'Schachenstrasse 5, 3700 Spiez',
    ),
    cancellationPolicy: FREE_24H,
  },
}
