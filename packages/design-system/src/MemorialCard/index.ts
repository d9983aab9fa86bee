export { MemorialCard, type MemorialCardData, type MemorialCardProps } from './MemorialCard';
