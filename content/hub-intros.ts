/**
 * The introductions of the three hub pages (/product, /services, /industries): how to choose the
 * right page. They add what the cards cannot say, so they do not repeat the cards' own text.
 */
import type { RoutePath } from './routes';

export interface HubIntro {
  heading: string;
  paragraphs: string[];
}

export const hubIntros = {
  '/product': {
    heading: 'How to find the right product family',
    paragraphs: [
      'Most enquiries start from one of three things: a cable, a box or a route. Starting from the cable, the power and instrumentation page covers the cable itself; the glands page covers how it enters equipment, sized from its measured outer diameter and armour; the termination page covers the lugs, ferrules and tools that finish each conductor; and heat shrink insulates, seals and caps what is left exposed.',
      'Starting from the box, junction boxes and enclosures are chosen by area (safe or hazardous), material and ingress protection. If the connection is buried, submerged or in a wet chamber, go to IP68 connectors and terminal blocks, and to re-enterable gel when the joint must stay serviceable. Flush power outlets in paving or lawns are in-ground power supply units, which you will find in the Products menu.',
      'Starting from the route, the cable management page covers tray, ladder, trunking, conduit, strut and cleats; cable ties and fixings hold cables to them; and identification and labelling marks every cable, core, valve and item of equipment so the plant matches its drawings.',
      'If your material take-off spans several of these families, the E&I bulk materials page explains how we consolidate it into one supply. Whichever page you start from, a quotation is fastest when you send the cable datasheet (outer diameter, armour and conductor size), the area classification where it applies, the required IP rating and the quantities.',
    ],
  },
  '/services': {
    heading: 'Which service fits your project',
    paragraphs: [
      'Our services differ less by product than by the moment they save you time: before installation, during it, or over the life of the plant. Before installation, we can deliver enclosures already drilled, fitted, wired and tested to your drawings, so nothing is assembled on site, and cables already cut to your schedule lengths and labelled at both ends, so crews pull finished circuits instead of handling drums.',
      'During installation, termination support puts factory-trained engineers beside your electricians, or has them make the terminations themselves, with a record for every one. Choose it when the cables are large, armoured, medium-voltage or in hazardous areas, where a poor termination is expensive to find later.',
      'Over the life of the plant, identification and penetration sealing matter most. The labelling service turns your cable schedule, tag register or valve list into markers and plates packed by area, and can survey an operating plant for missing or faded labels. Transit inspection and design checks every place a cable or pipe passes through a fire, gas or water barrier, and designs new seals so each transit keeps the rating of the barrier it crosses.',
      'Services combine well: a customised enclosure can arrive with its cables pre-cut and its labels printed. Tell us the drawings, schedules and deadline you are working to and we will suggest the combination that removes the most site work.',
    ],
  },
  '/industries': {
    heading: 'What changes from one industry to the next',
    paragraphs: [
      'The same gland, enclosure or cable tie can be right in one sector and wrong in the next, because each sector sets a different first question. In oil and gas it is the area classification: equipment in a hazardous zone must be certified with a protection level that suits the zone, and the project vendor list decides which manufacturers can be quoted. On solar plants it is sunlight and heat, which decide the materials of ties, conduit and enclosures for a design life of decades.',
      'For landscape and water features the question is water: how deep, for how long, and how often each joint must be reopened. Utilities ask for long-lived jointing and termination matched exactly to the cable, and for identification that the next crew can read years later. Construction projects are driven by the programme, so materials must arrive floor by floor with approved submittals. Industrial plants need vibration-proof, maintainable installations and spares that match what is already fitted.',
      'Each industry page gathers the products and services that answer its first question and links to the product pages, which hold the technical detail. If your project crosses sectors, such as a resort with landscape lighting or a process plant inside a new building, read both pages and send us the specifications that apply, so every item is quoted against the right standard.',
    ],
  },
} as const satisfies Partial<Record<RoutePath, HubIntro>>;
