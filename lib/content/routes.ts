import { lookupByPath } from './lookup';
/**
 * The route table of the site: the single source for app/ folders, the header nav, the products
 * dropdown, the footer quick links, the sitemap, page metadata, banners and the tests.
 */
export type RouteKind = 'home' | 'page' | 'product' | 'service' | 'industry' | 'article' | 'legal';

export interface Route {
  path: string;
  /** Short name used in menus, breadcrumbs and cards. */
  name: string;
  kind: RouteKind;
  /** The page's <title> before the site-wide template adds the company name. */
  title: string;
  /** Meta description, written for this page (roughly 120-160 characters). */
  description: string;
  /** The banner heading (h1) and the line under it. */
  heading: string;
  tagline: string;
  /** A visitor's own page (the quote list): `noindex`, left out of the sitemap and site search. */
  noindex?: true;
}

const routeTable = [
  {
    path: '/',
    name: 'Home',
    kind: 'home',
    title: 'Cable Management & Termination, UAE',
    description:
      'Cable glands, enclosures, IP68 connectors, cable management systems, labelling and termination support for industrial, oil & gas, solar and construction projects across the UAE.',
    heading: 'Where Innovation Meets Technical Trust',
    tagline:
      'Your one-stop technical partner for cable management, cable termination and electrical & instrumentation bulk materials.',
  },
  {
    path: '/about',
    name: 'About',
    kind: 'page',
    title: 'About Us',
    description:
      'Founded in Sharjah in September 2018, we supply and support cable management and termination products for UAE industry, backed by 6+ years of hands-on experience.',
    heading: 'Driven by Innovation. Defined by Trust.',
    tagline:
      'A Sharjah-based technical supplier built on product knowledge, fast response and dependable site support.',
  },
  {
    path: '/services',
    name: 'Services',
    kind: 'page',
    title: 'Services',
    description:
      'Customised enclosures, cable termination support, industrial labelling, cable cutting and transit inspection & design, delivered from our Sharjah facility.',
    heading: 'Our Services',
    tagline:
      'Engineering support that goes beyond supply: from enclosure build-up to termination, labelling and penetration sealing.',
  },
  {
    path: '/product',
    name: 'Products',
    kind: 'page',
    title: 'Products',
    description:
      'Browse our product range: junction boxes and enclosures, IP68 connectors, power and instrumentation cables, glands, lugs, tools, labelling, cable ties, heat shrink and more.',
    heading: 'Our Products',
    tagline:
      "Cable management and termination products with their manufacturers' certificates, selected for harsh Gulf conditions.",
  },
  {
    path: '/product-detail',
    name: 'Junction Box & Enclosures',
    kind: 'product',
    title: 'Junction Boxes & Enclosures: Safe & Hazardous Areas',
    description:
      'Stainless steel, GRP and polycarbonate junction boxes and enclosures rated IP66/67/68 for safe and hazardous areas, with gland plates drilled to your M16 to M75 entries.',
    heading: 'Junction Box & Enclosures',
    tagline:
      'Safe-area and hazardous-area enclosures built for heat, dust, moisture and corrosion.',
  },
  {
    path: '/ipconnectors',
    name: 'IP68 Connectors & Terminal Blocks',
    kind: 'product',
    title: 'IP68 Connectors & Terminal Blocks',
    description:
      'Submersible IP68 cable connectors, gel-filled joints, DIN-rail terminal blocks and bolted power terminals: connections for conductors from 1.5 to 1000 mm².',
    heading: 'IP68 Connectors & Terminal Blocks',
    tagline: 'Watertight, serviceable connections for buried, submerged and outdoor circuits.',
  },
  {
    path: '/enterable',
    name: 'Re-Enterable Gel & Fillers',
    kind: 'product',
    title: 'Re-Enterable Insulating Gel & Fillers',
    description:
      'Two-part re-enterable insulating gel with a 1:1 mixing ratio, in 1 litre and 10 litres packs, for sealing joints, junction boxes and connectors against water and dust.',
    heading: 'Re-Enterable Gel & Fillers',
    tagline: 'Seal joints and boxes against water while keeping every connection accessible.',
  },
  {
    path: '/PowerInstrumentation',
    name: 'Cables - Power & Instrumentation',
    kind: 'product',
    title: 'Power & Instrumentation Cables',
    description:
      'LV 0.6/1 kV and MV 6.35/11 kV and 19/33 kV power cables, control cables up to 61 core and instrumentation cables up to 50 pairs, armoured and unarmoured.',
    heading: 'Cables - Power & Instrumentation',
    tagline: 'LV, MV, control and instrumentation cables specified to project standards.',
  },
  {
    path: '/GlandsAccessories',
    name: 'Cable Glands & Accessories',
    kind: 'product',
    title: 'Cable Glands & Accessories',
    description:
      'Industrial and hazardous-area cable glands for armoured and unarmoured cables, M16 to M75 threads, with shrouds, locknuts, earth tags, sealing washers and reducers.',
    heading: 'Cable Glands & Accessories',
    tagline: 'The right gland for every cable, armour type and hazardous-area rating.',
  },
  {
    path: '/TerminationTools',
    name: 'Cable Termination & Tools',
    kind: 'product',
    title: 'Cable Lugs, Termination Kits & Tools',
    description:
      'Copper and aluminium lugs and ferrules for 1.5 to 1000 mm² conductors, crimping and cutting tools, and cable termination kits for LV and MV cables.',
    heading: 'Cable Termination & Tools',
    tagline: 'Lugs, connectors and the tools that make every crimp and cut right first time.',
  },
  {
    path: '/LabellingSystems',
    name: 'Identification & Labelling Systems',
    kind: 'product',
    title: 'Identification & Labelling Systems',
    description:
      'Cable labels, tags, ID plates, printers and ribbons, pipe markers, equipment ID plates and valve tags for durable, standards-compliant plant identification.',
    heading: 'Identification & Labelling Systems',
    tagline: 'Legible identification that survives sun, salt, oil and decades of service.',
  },
  {
    path: '/CableManagementSystem',
    name: 'Cable Management System',
    kind: 'product',
    title: 'Cable Tray, Ladder, Trunking & Conduit Systems',
    description:
      'Cable tray and ladders, trunking, strut framing, flexible and rigid conduits, cable cleats and switch and socket boxes for industrial and building installations.',
    heading: 'Cable Management System',
    tagline: 'Support, route and protect every cable from the switchroom to the last device.',
  },
  {
    path: '/Cableties',
    name: 'Cable Ties, Fixings & Tools',
    kind: 'product',
    title: 'Cable Ties, Fixings & Tensioning Tools',
    description:
      'Nylon cable ties rated to 85 °C, stainless steel ties rated to 538 °C, mounts and fixings, and tensioning tools for tie widths from 2.2 to 13 mm.',
    heading: 'Cable Ties, Fixings & Tools',
    tagline: 'Secure bundles that stay put, indoors, outdoors and in extreme heat.',
  },
  {
    path: '/HeatShrink',
    name: 'Heat Shrink - Sleeves & Moulded Shapes',
    kind: 'product',
    title: 'Heat Shrink Sleeves & Moulded Shapes',
    description:
      'Heat shrink tubing with a 2:1 ratio, −55 to +125 °C operating range and 1.0 to 100 mm diameters, plus moulded boots, breakouts and end caps for 4 to 115 mm cables.',
    heading: 'Heat Shrink - Sleeves & Moulded Shapes',
    tagline: 'Insulate, seal and protect joints and terminations with one controlled shrink.',
  },
  {
    path: '/GroundPowerSupply',
    name: 'In Ground Power Supply Units',
    kind: 'product',
    title: 'In Ground Power Supply Units',
    description:
      'Flush in-ground power units, IP66 to IEC 60529 with covers load-classed to BS EN 124:2015, for plazas, landscapes and event spaces; no minimum order quantity.',
    heading: 'In Ground Power Supply Units',
    tagline: 'Power where it is needed, hidden beneath the surface until it is.',
  },
  {
    path: '/InstrumentationBulk',
    name: 'Electrical & Instrumentation Bulk Materials',
    kind: 'product',
    title: 'Electrical & Instrumentation Bulk Materials',
    description:
      'One source for E&I bulk materials: cables, glands, tray, tubing, fittings, earthing, fixings and consumables, consolidated and delivered to site schedules.',
    heading: 'Electrical & Instrumentation Bulk Materials',
    tagline: 'Consolidated E&I bulk supply that keeps installation crews working.',
  },
  {
    path: '/cable-termination',
    name: 'Cable Termination Support & Services',
    kind: 'service',
    title: 'Cable Termination Support & Print Shop Services',
    description:
      'Factory-trained engineers guide cable preparation, terminal selection, insulation, sealing and testing, with an in-house print shop for tags, markers and plates.',
    heading: 'Cable Termination Support & Services',
    tagline: 'Terminations done right, with 100% traceability, and every marker printed in-house.',
  },
  {
    path: '/customised-enclosure-solutions',
    name: 'Customised Enclosure Solutions',
    kind: 'service',
    title: 'Customised Enclosure Solutions',
    description:
      'Enclosures drilled, fitted and wired to your drawings: terminal junction boxes, control and push button stations, socket combinations and EMC protection.',
    heading: 'Customised Enclosure Solutions',
    tagline: 'Enclosures machined, assembled and wired to your project drawings.',
  },
  {
    path: '/cable-industrial',
    name: 'Cable & Industrial Labelling',
    kind: 'service',
    title: 'Cable & Industrial Labelling Services',
    description:
      'Cable markers, equipment tags, pipe markers and safety signs designed and produced to your cable schedules and plant identification standards.',
    heading: 'Cable & Industrial Labelling',
    tagline: 'Identification produced from your schedules, ready to fit on site.',
  },
  {
    path: '/cable-cutting',
    name: 'Cable Cutting & Labelling Services',
    kind: 'service',
    title: 'Cable Cutting & Labelling Services',
    description:
      'Cables pre-cut to length, labelled at both ends and delivered per circuit, reducing waste, drum handling and installation time on site.',
    heading: 'Cable Cutting & Labelling Services',
    tagline: 'Every cable cut to length, labelled and ready to pull.',
  },
  {
    path: '/transit-inspection',
    name: 'Transit - Inspection & Design',
    kind: 'service',
    title: 'Cable & Pipe Transit Inspection & Design',
    description:
      'Site inspection and design of cable and pipe penetrations for industry, ships, data centres, construction and process plants: fire, gas and water-tight sealing.',
    heading: 'Transit - Inspection & Design',
    tagline: 'Penetration seals designed, checked and documented to hold fire, gas and water.',
  },
  {
    path: '/industries',
    name: 'Industries',
    kind: 'page',
    title: 'Industries We Serve',
    description:
      'Cable management and termination solutions for landscape, oil & gas, solar, utilities, construction and industrial projects across the UAE and the region.',
    heading: 'Industries We Serve',
    tagline: 'Products and support matched to the conditions and standards of each sector.',
  },
  {
    path: '/landscape',
    name: 'Landscape',
    kind: 'industry',
    title: 'Landscape & Water Feature Electrical Solutions',
    description:
      'IP68 connectors, gel, junction boxes and in-ground power for landscape lighting, fountains, lakes, pools and other water bodies.',
    heading: 'Landscape',
    tagline: 'Submersible connections and power for lighting, fountains and water bodies.',
  },
  {
    path: '/oilgas',
    name: 'Oil & Gas',
    kind: 'industry',
    title: 'Oil & Gas Cable Management & Termination',
    description:
      'Hazardous-area glands, enclosures, cables and termination support for upstream, midstream and downstream oil and gas facilities, quoted to your vendor list.',
    heading: 'Oil & Gas',
    tagline: 'Hazardous-area equipment with IECEx and ATEX certificates, supported on site.',
  },
  {
    path: '/solar',
    name: 'Solar',
    kind: 'industry',
    title: 'Solar PV Cable Management Solutions',
    description:
      'UV-resistant cable ties, DC connectors, combiner enclosures and cable management for utility-scale and rooftop solar PV plants in desert conditions.',
    heading: 'Solar',
    tagline: 'Components that survive decades of desert sun on PV plants.',
  },
  {
    path: '/utilities',
    name: 'Utilities',
    kind: 'industry',
    title: 'Utilities: Power & Water Network Solutions',
    description:
      'MV cable joints and terminations, feeder pillars, labelling and cable protection for power distribution and water utilities networks.',
    heading: 'Utilities',
    tagline: 'Reliable jointing, termination and identification for power and water networks.',
  },
  {
    path: '/construction',
    name: 'Construction',
    kind: 'industry',
    title: 'Construction & MEP Electrical Solutions',
    description:
      'Cable tray, trunking, conduit, switch and socket boxes, glands and labelling for MEP contractors on commercial, residential and infrastructure projects.',
    heading: 'Construction',
    tagline: 'Containment and termination materials delivered to MEP site schedules.',
  },
  {
    path: '/industrial',
    name: 'Industrial',
    kind: 'industry',
    title: 'Industrial & Manufacturing Solutions',
    description:
      'Control stations, enclosures, cable cleats, heat shrink and identification for factories, process plants, warehouses and automation lines.',
    heading: 'Industrial',
    tagline: 'Robust cable management for plants, factories and automation lines.',
  },
  {
    path: '/blog',
    name: 'Blog',
    kind: 'page',
    title: 'Technical Articles on Cable Management',
    description:
      'Practical articles for engineers and buyers on cable glands, labelling, enclosures for harsh environments, IP68 connectors and cable management systems.',
    heading: 'Insights & Technical Articles',
    tagline:
      'Practical guidance from our engineers on specifying and installing the right products.',
  },
  {
    path: '/blogdetail',
    name: 'Choosing the Right Cable Gland',
    kind: 'article',
    title: 'Choosing the Right Cable Gland: Types and Ratings',
    description:
      'How to select cable glands by cable type, armour, ingress protection and hazardous-area rating, the M16 to M75 entry threads, and the installation mistakes to avoid.',
    heading: 'Choosing the Right Cable Gland',
    tagline: 'Types, ratings, thread sizes and the installation mistakes to avoid.',
  },
  {
    path: '/blogdetail2',
    name: 'Advanced Labelling Systems',
    kind: 'article',
    title: 'Advanced Labelling Systems for Industrial Sites',
    description:
      'Why durable cable and equipment identification matters, the labelling technologies available, and where each one performs best on industrial sites.',
    heading: 'Advanced Labelling Systems for Industrial Sites',
    tagline: 'Identification that stays legible for the life of the plant.',
  },
  {
    path: '/blogdetail3',
    name: 'Custom Enclosures for Harsh Environments',
    kind: 'article',
    title: 'Custom Enclosures for Harsh Environments',
    description:
      'Material choice, ingress protection, UV resistance, heat management and hazardous-area certification for enclosures in Gulf conditions.',
    heading: 'Custom Enclosures for Harsh Environments',
    tagline: 'Specifying enclosures that survive heat, dust, salt and hazardous atmospheres.',
  },
  {
    path: '/blogdetail4',
    name: 'IP68 Connectors and Terminal Blocks',
    kind: 'article',
    title: 'IP68 Connectors and Terminal Blocks Explained',
    description:
      'What IP68 really means, how gel-filled and mechanical connectors keep water out, and how to choose terminal blocks for reliable, maintainable circuits.',
    heading: 'IP68 Connectors and Terminal Blocks Explained',
    tagline: 'Keeping water out of buried, submerged and outdoor connections.',
  },
  {
    path: '/blogdetail5',
    name: 'Cable Management Solutions',
    kind: 'article',
    title: 'Cable Management: Tray, Ladder, Trunking, Conduit',
    description:
      'How to choose between cable tray, ladder, trunking and conduit, size for fill and load, and plan containment that is safe, tidy and easy to extend.',
    heading: 'Cable Management Solutions That Scale',
    tagline: 'Choosing and planning containment that is safe, tidy and easy to extend.',
  },
  {
    path: '/career',
    name: 'Careers',
    kind: 'page',
    title: 'Careers',
    description:
      'Join a growing Sharjah technical team working on cable management and termination for oil & gas, utilities, solar and construction projects.',
    heading: 'Build Your Career With Us',
    tagline: 'Hands-on technical work, real projects and a team where every voice matters.',
  },
  {
    path: '/contact-us',
    name: 'Contact Us',
    kind: 'page',
    title: 'Contact Us & Request a Quote',
    description:
      'Call, e-mail or visit our Sharjah office, or send your requirements through the quote form and our team will reply with availability and pricing.',
    heading: "Let's Get In Touch With Us",
    tagline: 'Tell us what your project needs and we will reply with availability and a quotation.',
  },
  {
    path: '/quote',
    name: 'Quote List',
    kind: 'page',
    title: 'Your Quote List',
    description:
      'The products and services you collected while browsing, with quantities and notes, ready to send to our sales team by e-mail or WhatsApp in one request.',
    heading: 'Your Quote List',
    tagline: 'Check quantities, add notes, then send the whole list as one request.',
    noindex: true,
  },
  {
    path: '/terms-condition',
    name: 'Terms & Conditions',
    kind: 'legal',
    title: 'Terms & Conditions',
    description:
      'Terms governing the use of this website and our quotations, orders, payment, delivery, returns and warranty, under the laws of the UAE and the courts of Sharjah.',
    heading: 'Terms & Conditions',
    tagline: 'The terms that apply to this website and to our quotations and orders.',
  },
  {
    path: '/privacy-policy',
    name: 'Privacy Policy',
    kind: 'legal',
    title: 'Privacy Policy',
    description:
      'How we collect, use, share and protect the personal data you send through this website, in line with UAE data protection law, and how to exercise your rights.',
    heading: 'Privacy Policy',
    tagline: 'What we collect, why, and how you stay in control of your data.',
  },
] as const satisfies readonly Route[];

/** Each entry keeps its literal path, and optional fields such as `noindex` stay readable on all. */
export const routes: readonly ((typeof routeTable)[number] & Route)[] = routeTable;

export type RoutePath = (typeof routeTable)[number]['path'];

export const getRoute = lookupByPath<Route>(routes, 'route');

const paths = new Set<string>(routes.map((route) => route.path));
export function isRoute(path: string): path is RoutePath {
  return paths.has(path);
}

/** The routes search engines may list: everything but a visitor's own pages. */
export const indexedRoutes: Route[] = routes.filter((route) => !route.noindex);

export function routesOfKind(kind: RouteKind): Route[] {
  return routes.filter((route) => route.kind === kind);
}

export interface NavLink {
  href: RoutePath;
  label: string;
}

const link = (href: RoutePath, label?: string): NavLink => ({
  href,
  label: label ?? getRoute(href).name,
});

/** Header and side-menu links, in the spec's order. */
export const mainNav: NavLink[] = [
  link('/'),
  link('/about'),
  link('/services'),
  link('/industries'),
  link('/product'),
  link('/blog'),
];

/** The Products dropdown, in the spec's order. */
export const productsMenu: NavLink[] = [
  link('/product-detail'),
  link('/ipconnectors'),
  link('/PowerInstrumentation'),
  link('/GlandsAccessories'),
  link('/TerminationTools'),
  link('/LabellingSystems'),
  link('/CableManagementSystem'),
  link('/Cableties'),
  link('/HeatShrink'),
  link('/GroundPowerSupply'),
  link('/InstrumentationBulk'),
];

/** The /product page cards: every category except the in-ground units, which only the dropdown reaches. */
export const productCatalogue: RoutePath[] = [
  '/product-detail',
  '/ipconnectors',
  '/PowerInstrumentation',
  '/GlandsAccessories',
  '/TerminationTools',
  '/LabellingSystems',
  '/CableManagementSystem',
  '/Cableties',
  '/HeatShrink',
  '/InstrumentationBulk',
];

/** The five services, in the order the home carousel and /services show them. */
export const serviceOrder: RoutePath[] = [
  '/customised-enclosure-solutions',
  '/cable-termination',
  '/cable-industrial',
  '/cable-cutting',
  '/transit-inspection',
];

export const industryOrder: RoutePath[] = [
  '/landscape',
  '/oilgas',
  '/solar',
  '/utilities',
  '/construction',
  '/industrial',
];

export const articleOrder: RoutePath[] = [
  '/blogdetail',
  '/blogdetail2',
  '/blogdetail3',
  '/blogdetail4',
  '/blogdetail5',
];

export const footerLinks: NavLink[] = [
  link('/'),
  link('/about'),
  link('/career'),
  link('/blog'),
  link('/contact-us'),
  link('/terms-condition'),
  link('/privacy-policy'),
];
