/**
 * Home page content: hero slides, About teaser, projects, key features, why-choose-us cards,
 * testimonials, client logos and certification badges.
 * Client companies, testimonial people and their companies are invented placeholders (see content/PLACEHOLDERS.md).
 */
import type { Picture, Point, Project, Testimonial, WhyCard } from './types';
import type { RoutePath } from './routes';
import { site } from './site';

export interface HeroSlide {
  headline: string;
  text: string;
  /** Base name of the background video under /media/ (hero-1 for hero-1.webm, .mp4 and the .webp poster). */
  video: string;
}

export const heroSlides: HeroSlide[] = [
  {
    headline: 'Where Innovation Meets Technical Trust',
    text: 'Cable management, termination and enclosure products with their certificates, selected by engineers and supported from our Sharjah base.',
    video: 'hero-1',
  },
  {
    headline: 'Your One Stop Technical Partner in Cable Termination Solutions',
    text: 'Glands, lugs, tools, heat shrink and on-site termination support, matched to your cable schedule and hazardous-area requirements.',
    video: 'hero-2',
  },
  {
    headline: 'Smart Cable Management Solutions You Can Trust',
    text: 'Cable tray, ladder, trunking, conduit, cleats and ties that route and protect every circuit from the switchroom to the last device.',
    video: 'hero-3',
  },
  {
    headline: 'Engineering Reliable – Electrical & Instrumentation Bulk Solutions',
    text: 'E&I bulk materials consolidated from one source and delivered to your site schedule across the UAE.',
    video: 'hero-4',
  },
];

export interface HomeAbout {
  heading: string;
  title: string;
  paragraphs: string[];
  image: Picture;
}

export const homeAbout: HomeAbout = {
  heading: 'About Us',
  title: 'A Sharjah-Based Technical Partner for Cable Management and Termination',
  paragraphs: [
    `${site.name} was founded in September 2018 by a two-member team who saw that contractors and plant operators needed a supplier able to explain, not just sell, the products they specify. With 6+ years of experience on oil and gas, utilities, solar and construction projects, we answer technical questions as quickly as we quote.`,
    'We supply safe-area and hazardous-area enclosures and junction boxes, IP68 connectors and re-enterable gels, power and instrumentation cables, cable glands, lugs and termination tools, identification and labelling systems, cable management systems, cable ties, heat shrink, in-ground power supply units and E&I bulk materials, backed by in-house customisation, printing and termination support.',
  ],
  image: {
    src: '/images/about/who-we-are.svg',
    alt: 'Engineers reviewing cable termination products in a warehouse',
    width: 800,
    height: 600,
  },
};

const projectImage = (file: string, alt: string): Picture => ({
  src: `/images/projects/${file}.svg`,
  alt,
  width: 800,
  height: 500,
});

export const projects: Project[] = [
  {
    image: projectImage(
      'meg-regeneration',
      'Gas processing plant with MEG regeneration columns and pipe racks',
    ),
    caption: 'MEG Regeneration Unit – Gas Processing Plant',
    sector: 'Oil & Gas',
  },
  {
    image: projectImage(
      'production-facility',
      'Onshore oil and gas production facility with process trains and flare stack',
    ),
    caption: 'Production Facility – Onshore Oil & Gas Field',
    sector: 'Oil & Gas',
  },
  {
    image: projectImage(
      'early-production-iraq',
      'Early production facility with separators and storage tanks in a desert oil field',
    ),
    caption: 'Early Production Facility – Oil Field, Iraq',
    sector: 'Oil & Gas',
  },
  {
    image: projectImage(
      'compression-phase-5',
      'Gas compression station with compressor packages and cable racks',
    ),
    caption: 'Compression Services Phase 5 – Gas Field Expansion',
    sector: 'Oil & Gas',
  },
  {
    image: projectImage(
      'harbour',
      'Harbour with quay walls, moored vessels and waterfront buildings',
    ),
    caption: 'Harbour Development – Marine & Waterfront Infrastructure',
    sector: 'Construction',
  },
  {
    image: projectImage('resort', 'Beachfront resort with landscaped pools and lighting'),
    caption: 'Beachfront Resort – Hospitality & Landscape Lighting',
    sector: 'Construction',
  },
  {
    image: projectImage('museum', 'Landmark museum building with a sculpted facade'),
    caption: 'Museum – Landmark Cultural Building',
    sector: 'Construction',
  },
  {
    image: projectImage('tower', 'High-rise tower under a clear sky'),
    caption: 'High-Rise Tower – Mixed-Use Development',
    sector: 'Construction',
  },
  {
    image: projectImage('expo', 'International expo site with pavilions and public plazas'),
    caption: 'Expo Site – Pavilions & Public Realm',
    sector: 'Construction',
  },
  {
    image: projectImage('forces-club', 'Clubhouse with sports and leisure facilities'),
    caption: 'Forces Club – Sports & Leisure Facility',
    sector: 'Construction',
  },
];

export const keyFeatures: Point[] = [
  {
    title: 'Documented, Traceable Products',
    text: "Hazardous-area glands, enclosures and fittings arrive with their manufacturers' ATEX/IECEx certificates, test reports and material certificates for your submittals.",
  },
  {
    title: 'Stock Held in Sharjah',
    text: 'Fast-moving glands, lugs, cable ties, heat shrink and labels are held in our Sharjah store, so urgent site requirements do not wait for import lead times.',
  },
  {
    title: 'Engineering Support Before and After Supply',
    text: 'Our engineers select glands and terminals against cable construction, armour and conductor size, and support your team during termination, testing and inspection.',
  },
  {
    title: 'Fast Delivery Across the UAE',
    text: 'Orders are consolidated and dispatched to site or store in all seven emirates, with part deliveries planned around your installation sequence.',
  },
  {
    title: 'Custom Builds and Kitting',
    text: 'Enclosures are drilled, fitted and wired to your drawings, cables are cut to length and labelled per circuit, and markers are printed in-house from your schedules.',
  },
];

const whyImage = (file: string, alt: string): Picture => ({
  src: `/images/why/${file}.svg`,
  alt,
  width: 600,
  height: 400,
});

const route = (path: RoutePath): RoutePath => path;

export const whyChooseUs: WhyCard[] = [
  {
    image: whyImage('clients', 'Contractors and engineers meeting on a project site'),
    figure: '150+',
    title: 'Clients',
    text: 'EPC contractors, MEP firms, panel builders and facility operators across the UAE and the region return to us for supply and technical support.',
    link: route('/about'),
  },
  {
    image: whyImage('staff', 'Technical team in safety gear at a cable termination workbench'),
    figure: '10+',
    title: 'Experienced Staff',
    text: 'Sales engineers, termination technicians and print-shop operators who know the products and the standards they are specified to.',
    link: route('/career'),
  },
  {
    image: whyImage('experience', 'Cable glands and termination tools laid out on a workbench'),
    figure: '7+',
    title: 'Years of Experience',
    text: 'Years of supplying and supporting cable management and termination on live projects, from gas plants to landmark buildings.',
    link: route('/about'),
  },
  {
    image: whyImage('projects', 'Industrial facility with cable tray runs and process equipment'),
    figure: '100+',
    title: 'Projects Done',
    text: 'Our materials and services are installed on over a hundred oil and gas, utilities, solar, industrial and construction projects.',
    link: route('/industries'),
  },
];

export const testimonials: Testimonial[] = [
  {
    quote:
      'The cable glands and shrouds for our field junction boxes were matched to the cable schedule, armour type and Ex d requirements, and the certificates were in the submittal pack before we asked. Every line was delivered to site in one consignment, two days ahead of the termination start.',
    name: 'Rajesh Menon',
    role: 'Senior Electrical Engineer, Dunecrest Contracting LLC',
    rating: 4,
  },
  {
    quote:
      'Their print shop produced our cable markers, equipment tags and stainless steel valve tags straight from our Excel schedules, bundled and sorted by area. The legends were right first time, which saved our labelling crew days of checking on site.',
    name: 'Omar Al Haddad',
    role: 'Project Manager, Saltmarsh MEP Services',
    rating: 4,
  },
  {
    quote:
      'Their technician trained our crew on armoured instrumentation cable preparation and crimping, then checked the first terminations in each panel. The support was practical, on time and documented for our QA records.',
    name: 'Elena Marković',
    role: 'QA/QC Lead, Brightwater Process Engineering',
    rating: 4,
  },
];

export interface Logo {
  name: string;
  logo: Picture;
}

const clientNames = [
  'Norvane Energy Services',
  'Dunmore Kade Contracting',
  'Quarrison Process Systems',
  'Saffra Petroleum Works',
  'Harbourline Marine Works',
  'Kestrow Building Group',
  'Voltaris Power & Utilities',
  'Keystrand Automation',
  'Ferrodune Industrial',
  'Alcorra Infrastructure',
] as const;

export const clients: Logo[] = clientNames.map((name, index) => ({
  name,
  logo: {
    src: `/images/clients/client-${String(index + 1).padStart(2, '0')}.svg`,
    alt: `${name} logo`,
    width: 240,
    height: 120,
  },
}));

const badge = (file: string, name: string): Logo => ({
  name,
  logo: {
    src: `/images/certifications/${file}.svg`,
    alt: `${name} badge`,
    width: 200,
    height: 200,
  },
});

/**
 * Certificates a UAE supplier can hold itself. Every one is a placeholder (content/PLACEHOLDERS.md):
 * replace each with the company's own certificate, or remove it.
 */
export const certifications: Logo[] = [
  badge('quality', 'ISO 9001:2015 quality management system certificate'),
  badge('environment', 'ISO 14001:2015 environmental management system certificate'),
  badge('safety', 'ISO 45001:2018 occupational health and safety management system certificate'),
  badge('icv', 'In-Country Value (ICV) certificate, UAE National ICV Programme'),
];
