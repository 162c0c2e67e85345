import type { L10n, SeedListing, SeedPickup, SeedService, SeedVariant } from './types'

/**
 * Demo offers of the Alpenblick shop around Interlaken. Dates are day offsets from the seed day
 * (see SeedSchedule), prices minor units of CHF. Every SKU type and every availability status
 * occurs; the leman shop has no listings on purpose (the "no offers" state).
 */

const t = (de: string, en: string, fr: string): L10n => ({ de, en, fr })
const p = (...paragraphs: L10n[]): L10n => ({
  de: paragraphs.map((x) => `<p>${x.de}</p>`).join(''),
  en: paragraphs.map((x) => `<p>${x.en}</p>`).join(''),
  fr: paragraphs.map((x) => `<p>${x.fr}</p>`).join(''),
})
const media = (slug: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${slug}-${i + 1}`)

const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6]
/** Most operators rest on Mondays. */
const NO_MONDAY = [0, 2, 3, 4, 5, 6]

const adult = (price: number, maxQty = 12): SeedVariant => ({
  id: 'adult',
  label: t('Erwachsene', 'Adults', 'Adultes'),
  kind: 'PERSON_CATEGORY',
  price,
  priceUnit: 'PER_PERSON',
  minQty: 0,
  maxQty,
})
/** Children of `ages` ("8–15"): the label and the checked range say the same. */
const child = (price: number, ages: string, maxQty = 8): SeedVariant => {
  const [ageMin, ageMax] = ages.split('–').map(Number)
  return {
    id: 'child',
    label: t(`Kinder (${ages} Jahre)`, `Children (${ages} years)`, `Enfants (${ages} ans)`),
    kind: 'PERSON_CATEGORY',
    price,
    priceUnit: 'PER_PERSON',
    minQty: 0,
    maxQty,
    ageMin,
    ageMax,
  }
}
const photoPackage = (price: number): SeedService => ({
  id: 'photo-package',
  label: t('Fotopaket', 'Photo package', 'Forfait photos'),
  description: t(
    'Alle Bilder Ihres Erlebnisses als Download',
    'Every picture of your adventure as a download',
    'Toutes les photos de votre aventure en téléchargement',
  ),
  price,
  per: 'PERSON',
})

export const FREE_48H = {
  freeUntilHoursBefore: 48,
  feePercent: 100,
  text: t(
    'Kostenlose Annullierung bis 48 Stunden vor Beginn; danach wird der volle Preis fällig.',
    'Free cancellation up to 48 hours before the start; after that the full price is due.',
    'Annulation gratuite jusqu’à 48 heures avant le début ; ensuite, le prix complet est dû.',
  ),
}
const INTERLAKEN = t('Interlaken', 'Interlaken', 'Interlaken')
/** The shop sells its goods for collection at its base; it ships nothing. */
const SHOP_PICKUP: SeedPickup = {
  place: {
    name: t('Laden Alpenblick', 'Alpenblick shop', 'Boutique Alpenblick'),
    address: 'Höheweg 37, 3800 Interlaken',
    latitude: 46.6863,
    longitude: 7.8632,
  },
  hours: [
    t(
      'Montag bis Freitag 8.30–18.30 Uhr',
      'Monday to Friday 8:30 am – 6:30 pm',
      'Du lundi au vendredi de 8 h 30 à 18 h 30',
    ),
    t('Samstag 9.00–16.00 Uhr', 'Saturday 9 am – 4 pm', 'Samedi de 9 h à 16 h'),
  ],
}

export const SEED_LISTINGS: SeedListing[] = [
  {
    id: 'lst-canyoning',
    slug: 'canyoning-saxetbach',
    rank: 1,
    title: t(
      'Canyoning im Saxetbach',
      'Canyoning in the Saxetbach gorge',
      'Canyoning dans le Saxetbach',
    ),
    teaser: t(
      'Abseilen, rutschen und springen durch die wilde Schlucht ob Interlaken.',
      'Abseil, slide and jump through the wild gorge above Interlaken.',
      'Rappel, toboggans et sauts dans la gorge sauvage au-dessus d’Interlaken.',
    ),
    description: p(
      t(
        'Der Saxetbach hat über Jahrtausende eine Schlucht aus glattem Fels geschliffen. Mit Neoprenanzug, Helm und Gurt folgen Sie unseren Guides durch natürliche Wasserrutschen und Becken.',
        'Over thousands of years the Saxetbach has carved a gorge of smooth rock. In wetsuit, helmet and harness you follow our guides through natural water slides and pools.',
        'Au fil des millénaires, le Saxetbach a poli une gorge de roche lisse. En combinaison, casque et baudrier, vous suivez nos guides à travers toboggans naturels et vasques.',
      ),
      t(
        'Keine Vorkenntnisse nötig; Sie sollten schwimmen können und mindestens 14 Jahre alt sein.',
        'No experience needed; you should be able to swim and be at least 14 years old.',
        'Aucune expérience requise ; vous devez savoir nager et avoir au moins 14 ans.',
      ),
    ),
    highlights: [
      t(
        'Sprünge bis 7 Meter (freiwillig)',
        'Jumps of up to 7 metres (optional)',
        'Sauts jusqu’à 7 mètres (facultatifs)',
      ),
      t('Komplette Ausrüstung inbegriffen', 'All equipment included', 'Équipement complet inclus'),
      t('Transfer ab Interlaken', 'Transfer from Interlaken', 'Transfert depuis Interlaken'),
    ],
    mediaIds: media('canyoning-saxetbach', 5),
    tags: ['water', 'groups'],
    bookingMode: 'INSTANT',
    waitingList: true,
    location: INTERLAKEN,
    meetingPoint: {
      name: t(
        'Basis Alpenblick, Höheweg 37',
        'Alpenblick base, Höheweg 37',
        'Base Alpenblick, Höheweg 37',
      ),
      address: 'Höheweg 37, 3800 Interlaken',
      latitude: 46.6863,
      longitude: 7.8632,
    },
    cancellationPolicy: FREE_48H,
    durationMinutes: 240,
    season: { from: -60, to: 150 },
    kind: 'recurring',
    moreOffers: ['lake-kayak-brienz', 'paragliding-tandem-flight'],
    skus: [
      {
        id: 'sku-canyoning',
        type: 'ACTIVITY',
        title: t('Canyoning Halbtag', 'Canyoning half day', 'Canyoning demi-journée'),
        shape: 'SLOTS',
        durationMinutes: 240,
        startTime: '08:30',
        variants: [
          adult(13900),
          {
            ...child(11900, '14–17', 6),
            id: 'youth',
            label: t('Jugendliche (14–17 Jahre)', 'Youth (14–17 years)', 'Jeunes (14–17 ans)'),
          },
        ],
        services: [photoPackage(2500)],
        requiredFields: ['firstname', 'surname', 'birthdate'],
        // One booking fills at most the group (facts: 2 to 12 people), never 12 adults + 6 youths.
        maxParticipants: 12,
        schedule: {
          weekdays: NO_MONDAY,
          times: ['08:30', '13:30'],
          capacity: 12,
          full: [2],
          low: [
            { offset: 1, left: 3 },
            // The last place: two carts race for it in the contract tests.
            { offset: 3, time: '08:30', left: 1 },
          ],
        },
      },
    ],
  },
  {
    id: 'lst-paragliding',
    slug: 'paragliding-tandem-flight',
    rank: 2,
    title: t('Tandem-Gleitschirmflug', 'Tandem paragliding flight', 'Vol en parapente biplace'),
    teaser: t(
      'Schweben Sie mit einem erfahrenen Piloten über Eiger, Mönch und Jungfrau.',
      'Glide over the Eiger, Mönch and Jungfrau with an experienced pilot.',
      'Planez au-dessus de l’Eiger, du Mönch et de la Jungfrau avec un pilote expérimenté.',
    ),
    description: p(
      t(
        'Start auf der Beatenberg-Wiese, Landung mitten in Interlaken auf der Höhematte. Etwa 20 Minuten Flugzeit, je nach Thermik auch länger.',
        'Take-off from the Beatenberg meadow, landing in the heart of Interlaken on the Höhematte. About 20 minutes in the air, longer when the thermals allow.',
        'Décollage depuis la prairie de Beatenberg, atterrissage au cœur d’Interlaken sur la Höhematte. Environ 20 minutes de vol, plus si les thermiques le permettent.',
      ),
      t(
        'Aus Sicherheitsgründen benötigen wir das Körpergewicht jedes Fluggastes (25–110 kg).',
        'For safety we need the body weight of every passenger (25–110 kg).',
        'Pour des raisons de sécurité, nous avons besoin du poids de chaque passager (25–110 kg).',
      ),
    ),
    highlights: [
      t('Lizenzierte Piloten', 'Licensed pilots', 'Pilotes brevetés'),
      t('Abholung im Hotel', 'Hotel pick-up', 'Prise en charge à l’hôtel'),
    ],
    mediaIds: media('paragliding-tandem-flight', 6),
    tags: ['air', 'couples'],
    bookingMode: 'INSTANT',
    location: t('Beatenberg – Interlaken', 'Beatenberg – Interlaken', 'Beatenberg – Interlaken'),
    cancellationPolicy: {
      freeUntilHoursBefore: 24,
      feePercent: 50,
      text: t(
        'Kostenlos bis 24 Stunden vor dem Flug, danach 50 %. Bei schlechtem Wetter verschieben wir den Flug oder erstatten den vollen Preis.',
        'Free up to 24 hours before the flight, then 50 %. In bad weather we move the flight or refund the full price.',
        'Gratuit jusqu’à 24 heures avant le vol, ensuite 50 %. Par mauvais temps, nous reportons le vol ou remboursons le prix complet.',
      ),
    },
    durationMinutes: 90,
    season: { from: -90, to: 200 },
    kind: 'recurring',
    moreOffers: ['sunrise-balloon-ride', 'canyoning-saxetbach'],
    skus: [
      {
        id: 'sku-paragliding',
        type: 'ACTIVITY',
        title: t('Tandemflug', 'Tandem flight', 'Vol biplace'),
        shape: 'SLOTS',
        durationMinutes: 90,
        startTime: '09:00',
        variants: [adult(17000, 4)],
        services: [photoPackage(4000)],
        requiredFields: ['firstname', 'surname', 'weightKg'],
        // CHF 50 per passenger now, the rest a week before the flight.
        deposit: { kind: 'PER_PERSON', value: 5000 },
        schedule: {
          weekdays: ALL_WEEK,
          times: ['09:00', '10:30', '12:00', '13:30', '15:00'],
          capacity: 4,
          low: [
            { offset: 0, left: 2 },
            { offset: 1, time: '09:00', left: 1 },
          ],
          full: [5],
        },
      },
    ],
  },
  {
    id: 'lst-glacier',
    slug: 'glacier-hike-grindelwald',
    rank: 3,
    title: t(
      'Gletscherwanderung Grindelwald',
      'Guided glacier hike in Grindelwald',
      'Randonnée glaciaire à Grindelwald',
    ),
    teaser: t(
      'Mit Steigeisen über das Eis des Oberen Grindelwaldgletschers.',
      'Crampons on, across the ice of the Upper Grindelwald Glacier.',
      'Crampons aux pieds sur la glace du glacier supérieur de Grindelwald.',
    ),
    description: p(
      t(
        'Unsere Bergführer zeigen Ihnen Gletscherspalten, Mühlen und blaues Eis. Gute Trittsicherheit und feste Wanderschuhe sind Voraussetzung.',
        'Our mountain guides show you crevasses, moulins and blue ice. You need a sure foot and sturdy hiking boots.',
        'Nos guides vous montrent crevasses, moulins et glace bleue. Pied sûr et chaussures de marche solides requis.',
      ),
    ),
    highlights: [
      t(
        'Kleine Gruppen bis 10 Personen',
        'Small groups of up to 10',
        'Petits groupes jusqu’à 10 personnes',
      ),
      t(
        'Steigeisen und Helm inbegriffen',
        'Crampons and helmet included',
        'Crampons et casque inclus',
      ),
    ],
    mediaIds: media('glacier-hike-grindelwald', 4),
    tags: ['hiking', 'groups'],
    bookingMode: 'INSTANT',
    requestWhenFull: true,
    location: t('Grindelwald', 'Grindelwald', 'Grindelwald'),
    cancellationPolicy: FREE_48H,
    durationMinutes: 420,
    season: { from: -30, to: 120 },
    kind: 'recurring',
    moreOffers: ['private-mountain-guide'],
    skus: [
      {
        id: 'sku-glacier',
        type: 'ACTIVITY',
        title: t('Gletschertour', 'Glacier tour', 'Tour du glacier'),
        shape: 'SLOTS',
        durationMinutes: 420,
        startTime: '08:00',
        variants: [adult(14500, 10), child(9500, '12–15', 4)],
        maxParticipants: 10,
        services: [
          {
            id: 'boot-rental',
            label: t('Bergschuhe mieten', 'Mountain boot rental', 'Location de chaussures'),
            price: 1500,
            per: 'PERSON',
          },
        ],
        requiredFields: ['firstname', 'surname'],
        schedule: {
          weekdays: [0, 3, 6],
          times: ['08:00'],
          capacity: 10,
          full: [0, 1, 2, 3, 4, 5, 6],
        },
      },
    ],
  },
  {
    id: 'lst-kayak',
    slug: 'lake-kayak-brienz',
    rank: 4,
    title: t(
      'Kajaktour auf dem Brienzersee',
      'Kayak tour on Lake Brienz',
      'Kayak sur le lac de Brienz',
    ),
    teaser: t(
      'Türkisfarbenes Wasser, stille Buchten und der Giessbachfall vom See aus.',
      'Turquoise water, quiet bays and the Giessbach falls seen from the lake.',
      'Eau turquoise, criques paisibles et les chutes du Giessbach vues du lac.',
    ),
    description: p(
      t(
        'Gemütliche Tour im Zweierkajak entlang des Nordufers mit Badepause. Geeignet für Familien mit Kindern ab 8 Jahren.',
        'A relaxed tour in double kayaks along the north shore with a swimming break. Suitable for families with children from 8.',
        'Balade tranquille en kayak biplace le long de la rive nord, avec pause baignade. Convient aux familles avec enfants dès 8 ans.',
      ),
    ),
    mediaIds: media('lake-kayak-brienz', 4),
    tags: ['water', 'families'],
    bookingMode: 'INSTANT',
    location: t('Bönigen', 'Bönigen', 'Bönigen'),
    cancellationPolicy: FREE_48H,
    durationMinutes: 180,
    season: { from: -45, to: 160 },
    kind: 'recurring',
    moreOffers: ['canyoning-saxetbach', 'sup-sunset-tour'],
    skus: [
      {
        id: 'sku-kayak',
        type: 'ACTIVITY',
        title: t('Geführte Kajaktour', 'Guided kayak tour', 'Tour guidé en kayak'),
        shape: 'SLOTS',
        durationMinutes: 180,
        startTime: '10:00',
        variants: [adult(8900, 8), child(5900, '8–15', 6)],
        // One guided group of double kayaks: the slot's 8 places, whatever the mix.
        maxParticipants: 8,
        services: [
          {
            id: 'picnic',
            label: t(
              'Picknickkorb für die Gruppe',
              'Picnic basket for the group',
              'Panier pique-nique pour le groupe',
            ),
            price: 3500,
            per: 'BOOKING',
          },
          {
            id: 'dry-bag',
            label: t('Wasserdichter Beutel', 'Dry bag', 'Sac étanche'),
            price: 800,
            per: 'PERSON',
          },
        ],
        requiredFields: ['firstname', 'surname'],
        schedule: {
          weekdays: NO_MONDAY,
          times: ['10:00', '14:00'],
          capacity: 8,
          low: [{ offset: 2, left: 2 }],
        },
      },
    ],
  },
  {
    id: 'lst-mountain-guide',
    slug: 'private-mountain-guide',
    rank: 5,
    title: t('Privater Bergführer', 'Private mountain guide', 'Guide de montagne privé'),
    teaser: t(
      'Ihre eigene Tour mit diplomiertem Bergführer – Dauer und Startzeit wählen Sie.',
      'Your own tour with a certified mountain guide – you choose the length and start time.',
      'Votre propre course avec un guide diplômé – vous choisissez la durée et l’heure de départ.',
    ),
    description: p(
      t(
        'Ob Klettersteig, Gratwanderung oder Fotospot: Der Guide gehört nur Ihrer Gruppe (bis 6 Personen). Gebucht wird in Stundenblöcken.',
        'Via ferrata, ridge walk or photo spot: the guide is all yours (groups of up to 6). Booked in blocks of one hour.',
        'Via ferrata, arête ou point de vue : le guide est à vous seuls (groupes jusqu’à 6). Réservation par blocs d’une heure.',
      ),
    ),
    mediaIds: media('private-mountain-guide', 3),
    tags: ['hiking', 'groups', 'couples'],
    bookingMode: 'INSTANT',
    location: t('Berner Oberland', 'Bernese Oberland', 'Oberland bernois'),
    contact: { name: 'Reto Zumbrunn, Bergführer IVBV', phone: '+41 79 412 33 10' },
    cancellationPolicy: FREE_48H,
    season: { from: -60, to: 180 },
    kind: 'recurring',
    moreOffers: ['glacier-hike-grindelwald', 'private-photo-tour'],
    skus: [
      {
        id: 'sku-guide',
        type: 'PRIVATE_SERVICE_SLOT',
        title: t('Privatführung', 'Private guiding', 'Guidage privé'),
        shape: 'BLOCKS',
        blockMinutes: 60,
        minBlocks: 1,
        maxBlocks: 4,
        startStepMinutes: 30,
        maxParticipants: 6,
        // 30 % now reserves the guide's day, the rest a week before the tour.
        deposit: { kind: 'PERCENT', value: 30 },
        variants: [
          {
            id: 'private-group',
            label: t(
              'Private Gruppe bis 6 Personen',
              'Private group of up to 6',
              'Groupe privé jusqu’à 6 personnes',
            ),
            kind: 'GENERIC',
            price: 12000,
            priceUnit: 'PER_BLOCK',
            minQty: 1,
            maxQty: 1,
          },
        ],
        services: [
          {
            id: 'lunch',
            label: t(
              'Bergpicknick für die Gruppe',
              'Mountain picnic for the group',
              'Pique-nique de montagne pour le groupe',
            ),
            price: 9000,
            per: 'BOOKING',
          },
        ],
        requiredFields: [],
        schedule: { weekdays: NO_MONDAY, dayStart: '08:00', dayEnd: '17:00', full: [4] },
      },
    ],
  },
  {
    id: 'lst-photo-tour',
    slug: 'private-photo-tour',
    rank: 6,
    title: t('Private Fototour', 'Private photo tour', 'Balade photo privée'),
    teaser: t(
      'Die schönsten Fotospots rund um Interlaken – mit Tipps vom Profi.',
      'The finest photo spots around Interlaken – with tips from a pro.',
      'Les plus beaux spots photo autour d’Interlaken – avec les conseils d’un pro.',
    ),
    description: p(
      t(
        'Eine Fotografin begleitet Sie zu Aussichtspunkten am Harder Kulm und am Thunersee. Preis pro Person und Stunde.',
        'A photographer takes you to viewpoints on the Harder Kulm and by Lake Thun. Priced per person and hour.',
        'Une photographe vous emmène vers des points de vue au Harder Kulm et au bord du lac de Thoune. Prix par personne et par heure.',
      ),
    ),
    mediaIds: media('private-photo-tour', 5),
    tags: ['couples', 'families'],
    bookingMode: 'INSTANT',
    location: INTERLAKEN,
    cancellationPolicy: FREE_48H,
    season: { from: -20, to: 200 },
    kind: 'recurring',
    moreOffers: ['private-mountain-guide'],
    skus: [
      {
        id: 'sku-photo',
        type: 'PRIVATE_SERVICE_PARTICIPANT',
        title: t('Fototour', 'Photo tour', 'Balade photo'),
        shape: 'BLOCKS',
        blockMinutes: 60,
        minBlocks: 1,
        maxBlocks: 3,
        startStepMinutes: 30,
        minParticipants: 1,
        maxParticipants: 6,
        variants: [
          { ...adult(4500, 6), priceUnit: 'PER_PERSON_PER_BLOCK' },
          { ...child(2500, '6–15', 4), priceUnit: 'PER_PERSON_PER_BLOCK' },
        ],
        services: [
          {
            id: 'photo-book',
            label: t('Gedrucktes Fotobuch', 'Printed photo book', 'Livre photo imprimé'),
            price: 6000,
            per: 'BOOKING',
          },
        ],
        requiredFields: ['firstname'],
        schedule: { weekdays: ALL_WEEK, dayStart: '07:00', dayEnd: '20:00' },
      },
    ],
  },
  {
    id: 'lst-cheese',
    slug: 'cheese-making-workshop',
    rank: 7,
    title: t('Käsen auf der Alp', 'Cheese-making on the alp', 'Fabrication de fromage à l’alpage'),
    teaser: t(
      'Im Kupferkessi über dem Feuer entsteht Ihr eigener Alpkäse.',
      'Make your own alpine cheese in a copper cauldron over the fire.',
      'Fabriquez votre propre fromage d’alpage dans un chaudron en cuivre sur le feu.',
    ),
    description: p(
      t(
        'Senn Ueli zeigt, wie aus frischer Milch Käse wird. Danach gibt es ein Zvieri mit Alpprodukten.',
        'Cheesemaker Ueli shows how fresh milk becomes cheese. Afterwards, an afternoon snack of alpine produce.',
        'Le fromager Ueli montre comment le lait frais devient fromage. Ensuite, un goûter de produits de l’alpage.',
      ),
    ),
    mediaIds: media('cheese-making-workshop', 4),
    tags: ['culinary', 'families'],
    bookingMode: 'INSTANT',
    location: t(
      'Alp Bussalp, Grindelwald',
      'Bussalp, Grindelwald',
      'Alpage de Bussalp, Grindelwald',
    ),
    cancellationPolicy: FREE_48H,
    durationMinutes: 180,
    season: { from: -30, to: 150 },
    kind: 'recurring',
    moreOffers: ['snowshoe-evening-fondue'],
    skus: [
      {
        id: 'sku-cheese',
        type: 'ACTIVITY',
        title: t('Käsekurs', 'Cheese workshop', 'Atelier fromage'),
        shape: 'SLOTS',
        durationMinutes: 180,
        startTime: '10:00',
        variants: [adult(7500), child(4000, '6–15')],
        maxParticipants: 12,
        services: [
          {
            id: 'cheese-to-go',
            label: t(
              '1 kg Alpkäse zum Mitnehmen',
              '1 kg alpine cheese to take home',
              '1 kg de fromage d’alpage à emporter',
            ),
            price: 2800,
            per: 'PERSON',
          },
        ],
        requiredFields: ['firstname', 'surname'],
        schedule: { weekdays: [2, 4, 6], times: ['10:00'], capacity: 12 },
      },
    ],
  },
  {
    id: 'lst-ebike',
    slug: 'e-bike-tour-two-lakes',
    rank: 8,
    title: t(
      'E-Bike-Tour zwischen zwei Seen',
      'E-bike tour between two lakes',
      'Tour en e-bike entre deux lacs',
    ),
    teaser: t(
      'Gemütlich mit Rückenwind vom Thuner- zum Brienzersee.',
      'A relaxed ride with a tailwind from Lake Thun to Lake Brienz.',
      'Une balade tranquille avec assistance du lac de Thoune au lac de Brienz.',
    ),
    description: p(
      t(
        'Rund 35 km auf Uferwegen und Nebenstrassen, E-Bike und Helm inbegriffen. Beliebt – viele Daten sind schnell ausgebucht.',
        'About 35 km on lakeside paths and quiet roads, e-bike and helmet included. Popular – many dates book out fast.',
        'Environ 35 km sur chemins riverains et routes tranquilles, e-bike et casque compris. Très demandé – beaucoup de dates sont vite complètes.',
      ),
    ),
    mediaIds: media('e-bike-tour-two-lakes', 4),
    tags: ['families', 'groups'],
    bookingMode: 'INSTANT',
    location: INTERLAKEN,
    cancellationPolicy: FREE_48H,
    durationMinutes: 210,
    season: { from: -40, to: 140 },
    kind: 'recurring',
    skus: [
      {
        id: 'sku-ebike',
        type: 'ACTIVITY',
        title: t('E-Bike-Tour', 'E-bike tour', 'Tour en e-bike'),
        shape: 'SLOTS',
        durationMinutes: 210,
        startTime: '09:30',
        variants: [adult(9900, 10)],
        services: [
          {
            id: 'helmet-cam',
            label: t('Helmkamera', 'Helmet camera', 'Caméra de casque'),
            price: 1500,
            per: 'PERSON',
          },
        ],
        requiredFields: ['firstname', 'surname'],
        schedule: {
          weekdays: ALL_WEEK,
          times: ['09:30', '14:00'],
          capacity: 10,
          full: [0, 1, 2, 3],
          low: [
            { offset: 4, left: 3 },
            { offset: 5, left: 2 },
          ],
        },
      },
    ],
  },
  {
    id: 'lst-snowshoe',
    slug: 'snowshoe-evening-fondue',
    rank: 12,
    title: t(
      'Schneeschuh-Abend mit Fondue',
      'Snowshoe evening with fondue',
      'Soirée raquettes et fondue',
    ),
    teaser: t(
      'Im Mondschein zur Hütte, dort wartet das Käsefondue. Die Saison ist vorbei.',
      'By moonlight to the hut, where the cheese fondue waits. The season is over.',
      'Au clair de lune jusqu’à la cabane où attend la fondue. La saison est terminée.',
    ),
    description: p(
      t(
        'Diese Wintertour findet wieder statt, sobald Schnee liegt. Bis dahin: Gutscheine verschenken!',
        'This winter tour returns once the snow is back. Until then: give a voucher!',
        'Cette sortie d’hiver reviendra avec la neige. D’ici là : offrez un bon !',
      ),
    ),
    mediaIds: media('snowshoe-evening-fondue', 3),
    tags: ['snow', 'culinary', 'couples'],
    bookingMode: 'INSTANT',
    location: t('Habkern', 'Habkern', 'Habkern'),
    durationMinutes: 240,
    season: { from: -260, to: -90 },
    kind: 'recurring',
    moreOffers: ['private-mountain-guide', 'gift-voucher'],
    skus: [
      {
        id: 'sku-snowshoe',
        type: 'ACTIVITY',
        title: t('Schneeschuh-Abend', 'Snowshoe evening', 'Soirée raquettes'),
        shape: 'SLOTS',
        durationMinutes: 240,
        startTime: '17:30',
        variants: [adult(11000, 14)],
        services: [],
        requiredFields: ['firstname', 'surname'],
        schedule: { weekdays: [5, 6], times: ['17:30'], capacity: 14 },
      },
    ],
  },
  {
    id: 'lst-climbing',
    slug: 'climbing-course-beginners',
    rank: 9,
    title: t(
      'Kletterkurs für Einsteiger',
      'Climbing course for beginners',
      'Cours d’escalade pour débutants',
    ),
    teaser: t(
      'Sechs Wochen, zwei Abende pro Woche: vom ersten Knoten bis zur eigenen Route.',
      'Six weeks, two evenings a week: from the first knot to your own route.',
      'Six semaines, deux soirs par semaine : du premier nœud à votre propre voie.',
    ),
    description: p(
      t(
        'Der Kurs läuft bereits; Quereinsteiger können einzelne Abende als Schnupperabend buchen.',
        'The course is already running; newcomers can book single evenings as taster sessions.',
        'Le cours a déjà commencé ; les nouveaux peuvent réserver des soirées d’essai.',
      ),
    ),
    mediaIds: media('climbing-course-beginners', 4),
    tags: ['groups'],
    bookingMode: 'INSTANT',
    location: t(
      'Kletterhalle Interlaken',
      'Interlaken climbing hall',
      'Salle d’escalade d’Interlaken',
    ),
    durationMinutes: 150,
    season: { from: -14, to: 27 },
    kind: 'event',
    skus: [
      {
        id: 'sku-climbing',
        type: 'ACTIVITY',
        title: t('Schnupperabend', 'Taster evening', 'Soirée d’essai'),
        shape: 'SLOTS',
        durationMinutes: 150,
        startTime: '18:30',
        variants: [adult(5500, 4)],
        services: [
          {
            id: 'gear-rental',
            label: t(
              'Mietausrüstung (Schuhe, Gurt)',
              'Rental gear (shoes, harness)',
              'Matériel de location (chaussons, baudrier)',
            ),
            price: 1200,
            per: 'PERSON',
          },
        ],
        requiredFields: ['firstname', 'surname', 'birthdate'],
        schedule: {
          weekdays: [2, 4],
          times: ['18:30'],
          capacity: 8,
          low: [
            { offset: 0, left: 1 },
            { offset: 1, left: 1 },
            { offset: 2, left: 2 },
          ],
        },
      },
    ],
  },
  {
    id: 'lst-voucher',
    slug: 'gift-voucher',
    rank: 10,
    title: t('Geschenkgutschein', 'Gift voucher', 'Bon cadeau'),
    teaser: t(
      'Verschenken Sie Erlebnisse – einlösbar für alle Angebote, drei Jahre gültig.',
      'Give an adventure – valid for every offer for three years.',
      'Offrez une aventure – valable trois ans pour toutes les offres.',
    ),
    description: p(
      t(
        'Wählen Sie einen festen Betrag oder einen eigenen zwischen CHF 20 und CHF 500. Der Gutschein kommt als PDF mit Ihrer persönlichen Nachricht.',
        'Choose a fixed amount or your own between CHF 20 and CHF 500. The voucher arrives as a PDF with your personal message.',
        'Choisissez un montant fixe ou libre entre CHF 20 et CHF 500. Le bon arrive en PDF avec votre message personnel.',
      ),
    ),
    mediaIds: media('gift-voucher', 3),
    tags: ['couples', 'families'],
    bookingMode: 'INSTANT',
    kind: 'recurring',
    skus: [
      {
        id: 'sku-voucher',
        type: 'VOUCHER',
        title: t('Wertgutschein', 'Value voucher', 'Bon de valeur'),
        shape: 'NONE',
        variants: [50, 100, 200]
          .map((chf): SeedVariant => ({
            id: `voucher-${chf}`,
            label: t(`Gutschein CHF ${chf}`, `Voucher CHF ${chf}`, `Bon CHF ${chf}`),
            kind: 'VOUCHER_FIXED',
            price: chf * 100,
            priceUnit: 'PER_ITEM',
            minQty: 0,
            maxQty: 10,
          }))
          .concat({
            id: 'voucher-custom',
            label: t('Eigener Betrag', 'Custom amount', 'Montant libre'),
            kind: 'VOUCHER_CUSTOM',
            price: null,
            priceUnit: 'PER_ITEM',
            minQty: 0,
            maxQty: 1,
            customAmount: { min: 2000, max: 50000 },
          }),
        services: [
          {
            id: 'gift-box',
            label: t('Gedruckt in Geschenkbox', 'Printed in a gift box', 'Imprimé dans un coffret'),
            price: 900,
            per: 'BOOKING',
          },
        ],
        requiredFields: [],
      },
    ],
  },
  {
    id: 'lst-map',
    slug: 'hiking-map-jungfrau',
    rank: 13,
    title: t(
      'Wanderkarte Jungfrauregion',
      'Jungfrau region hiking map',
      'Carte de randonnée région de la Jungfrau',
    ),
    teaser: t(
      'Massstab 1:33 000, reissfest und wasserabweisend.',
      'Scale 1:33,000, tear-proof and water-repellent.',
      'Échelle 1:33 000, indéchirable et déperlante.',
    ),
    description: p(
      t(
        'Alle Wanderwege von Thun bis zum Aletschgletscher. Abholung in unserem Laden in Interlaken.',
        'Every trail from Thun to the Aletsch Glacier. Pick it up at our shop in Interlaken.',
        'Tous les sentiers de Thoune au glacier d’Aletsch. À retirer dans notre boutique à Interlaken.',
      ),
    ),
    mediaIds: media('hiking-map-jungfrau', 3),
    tags: ['hiking'],
    bookingMode: 'INSTANT',
    kind: 'recurring',
    skus: [
      {
        id: 'sku-map',
        type: 'GENERIC',
        title: t('Wanderkarte', 'Hiking map', 'Carte de randonnée'),
        shape: 'NONE',
        variants: [
          {
            id: 'map',
            label: t('Karte 1:33 000', 'Map 1:33,000', 'Carte 1:33 000'),
            kind: 'GENERIC',
            price: 2490,
            priceUnit: 'PER_ITEM',
            minQty: 0,
            maxQty: 10,
          },
        ],
        services: [],
        requiredFields: [],
        stock: 40,
        pickup: SHOP_PICKUP,
      },
    ],
  },
  {
    id: 'lst-knife',
    slug: 'swiss-army-knife-edition',
    rank: 14,
    title: t(
      'Taschenmesser «Alpenblick»',
      'Swiss army knife “Alpenblick”',
      'Couteau suisse « Alpenblick »',
    ),
    teaser: t(
      'Limitierte Edition mit graviertem Bergpanorama – nur noch wenige Stück.',
      'Limited edition with an engraved mountain panorama – only a few left.',
      'Édition limitée avec panorama gravé – plus que quelques pièces.',
    ),
    description: p(
      t(
        '15 Funktionen, hergestellt in Ibach SZ. Die Gravur zeigt Eiger, Mönch und Jungfrau.',
        '15 functions, made in Ibach SZ. The engraving shows the Eiger, Mönch and Jungfrau.',
        '15 fonctions, fabriqué à Ibach SZ. La gravure montre l’Eiger, le Mönch et la Jungfrau.',
      ),
    ),
    mediaIds: media('swiss-army-knife-edition', 3),
    tags: ['groups'],
    bookingMode: 'INSTANT',
    kind: 'recurring',
    skus: [
      {
        id: 'sku-knife',
        type: 'GENERIC',
        title: t('Taschenmesser', 'Pocket knife', 'Couteau de poche'),
        shape: 'NONE',
        variants: [
          {
            id: 'knife',
            label: t(
              'Taschenmesser, 15 Funktionen',
              'Pocket knife, 15 functions',
              'Couteau, 15 fonctions',
            ),
            kind: 'GENERIC',
            price: 5900,
            priceUnit: 'PER_ITEM',
            minQty: 0,
            maxQty: 3,
          },
        ],
        services: [],
        requiredFields: [],
        stock: 3,
        pickup: SHOP_PICKUP,
      },
    ],
  },
  {
    id: 'lst-balloon',
    slug: 'sunrise-balloon-ride',
    rank: 11,
    title: t(
      'Ballonfahrt bei Sonnenaufgang',
      'Sunrise hot-air balloon ride',
      'Montgolfière au lever du soleil',
    ),
    teaser: t(
      'Lautlos über das Bödeli – Durchführung je nach Wind, daher auf Anfrage.',
      'Silently over the Bödeli – depends on the wind, so on request.',
      'En silence au-dessus du Bödeli – selon le vent, donc sur demande.',
    ),
    description: p(
      t(
        'Ob und wann der Ballon startet, entscheidet der Pilot am Vortag. Senden Sie eine verbindliche Anfrage; wir bestätigen per E-Mail innert 24 Stunden.',
        'The pilot decides the day before whether and when the balloon goes up. Send a binding request; we confirm by e-mail within 24 hours.',
        'Le pilote décide la veille si et quand le ballon décolle. Envoyez une demande ferme ; nous confirmons par e-mail sous 24 heures.',
      ),
    ),
    mediaIds: media('sunrise-balloon-ride', 4),
    tags: ['air', 'couples'],
    bookingMode: 'REQUEST',
    location: INTERLAKEN,
    durationMinutes: 180,
    season: { from: -30, to: 180 },
    kind: 'recurring',
    moreOffers: ['paragliding-tandem-flight'],
    skus: [
      {
        id: 'sku-balloon',
        type: 'ACTIVITY',
        title: t('Ballonfahrt', 'Balloon ride', 'Vol en montgolfière'),
        shape: 'SLOTS',
        durationMinutes: 180,
        startTime: '06:00',
        variants: [adult(39000, 6)],
        services: [
          {
            id: 'champagne',
            label: t(
              'Apéro nach der Landung',
              'Drinks after landing',
              'Apéritif après l’atterrissage',
            ),
            price: 3000,
            per: 'PERSON',
          },
        ],
        requiredFields: ['firstname', 'surname', 'weightKg'],
        schedule: { weekdays: [0, 6], times: ['06:00'], capacity: 6, uponRequest: true },
      },
    ],
  },
  {
    id: 'lst-sup',
    slug: 'sup-sunset-tour',
    rank: 15,
    title: t(
      'Stand-up-Paddle bei Sonnenuntergang',
      'Stand-up paddle at sunset',
      'Stand-up paddle au coucher du soleil',
    ),
    teaser: t(
      'Auf dem Thunersee in den Abend paddeln – derzeit ausgebucht.',
      'Paddle into the evening on Lake Thun – currently fully booked.',
      'Pagayer vers le soir sur le lac de Thoune – actuellement complet.',
    ),
    description: p(
      t(
        'Einführung am Ufer, dann 90 Minuten auf dem spiegelglatten See. Alle Daten der nächsten Wochen sind ausgebucht.',
        'An introduction on the shore, then 90 minutes on the glassy lake. Every date in the coming weeks is booked out.',
        'Initiation sur la rive, puis 90 minutes sur le lac miroir. Toutes les dates des prochaines semaines sont complètes.',
      ),
    ),
    mediaIds: media('sup-sunset-tour', 3),
    tags: ['water', 'couples'],
    bookingMode: 'INSTANT',
    waitingList: true,
    location: t('Spiez', 'Spiez', 'Spiez'),
    durationMinutes: 120,
    season: { from: -20, to: 100 },
    kind: 'recurring',
    skus: [
      {
        id: 'sku-sup',
        type: 'ACTIVITY',
        title: t('SUP-Tour', 'SUP tour', 'Sortie SUP'),
        shape: 'SLOTS',
        durationMinutes: 120,
        startTime: '19:00',
        variants: [adult(6900, 8)],
        services: [],
        requiredFields: ['firstname', 'surname'],
        schedule: { weekdays: ALL_WEEK, times: ['19:00'], capacity: 8, fullAlways: true },
      },
    ],
  },
]
