import React from 'react';
import { Image, ScrollView, StyleSheet, Text, View } from 'react-native';

const TAGS = ['Design', 'Code', 'Math'];

export default function ProfileScreen() {
  return (
    <ScrollView style={styles.screen} contentContainerStyle={styles.content}>
      <View style={styles.header}>
        <Image
          source={{ uri: 'https://cdn.example.com/blobs/avatar.png' }}
          style={styles.avatar}
          resizeMode="cover"
        />
        <Text style={styles.name} numberOfLines={1}>
          Ada Lovelace
        </Text>
      </View>
      <View style={styles.card}>
        <Text style={styles.label}>
          Balance <Text style={styles.amount}>$1,204.00</Text>
        </Text>
      </View>
      <View style={styles.tags}>
        {TAGS.map((tag) => (
          <View key={tag} style={styles.tag}>
            <Text style={styles.tagText}>{tag}</Text>
          </View>
        ))}
      </View>
      <View style={styles.banner}>
        <Text style={styles.badge}>Badge</Text>
      </View>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, backgroundColor: '#F8FAFC' },
  content: { flexDirection: 'column', paddingHorizontal: 16, paddingVertical: 24, gap: 12 },
  header: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', gap: 12 },
  avatar: { width: 48, height: 48, borderRadius: 24 },
  name: { flex: 1, color: '#0F172A', fontSize: 18, fontWeight: '600', lineHeight: 24 },
  card: {
    flexDirection: 'column',
    padding: 16,
    backgroundColor: '#FFFFFF',
    borderRadius: 12,
    borderWidth: 1,
    borderColor: 'rgba(0, 0, 0, 0.1)',
    boxShadow: '0px 2px 8px rgba(0, 0, 0, 0.08)',
    elevation: 2,
  },
  label: { fontSize: 14, color: '#64748B' },
  amount: { fontWeight: '700', color: '#0F172A' },
  tags: { flexDirection: 'row', flexWrap: 'wrap', gap: 8 },
  tag: { paddingHorizontal: 10, paddingVertical: 4, borderRadius: 999, backgroundColor: '#6366F1' },
  tagText: { color: '#FFFFFF', fontSize: 12 },
  banner: {
    height: 120,
    backgroundColor: '#E2E8F0',
    borderTopLeftRadius: 16,
    borderBottomRightRadius: 16,
  },
  badge: { position: 'absolute', left: 12, top: 12, fontSize: 11, letterSpacing: 0.5 },
});
